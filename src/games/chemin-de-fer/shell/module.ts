/** Chemin de fer in the shell: what every surface shows for it, and its own controls. */
import type { ShellModule } from '../../shell-module.js';
import { cheminDeFerControls } from './controls.js';
import { cheminDeFerShell } from './index.js';

export const cheminDeFerShellModule: ShellModule = { shell: cheminDeFerShell, controls: cheminDeFerControls };
