/** Banque in the shell: what every surface shows for it, and its own controls. */
import type { ShellModule } from '../../shell-module.js';
import { banqueControls } from './controls.js';
import { banqueShell } from './index.js';

export const banqueShellModule: ShellModule = { shell: banqueShell, controls: banqueControls };
