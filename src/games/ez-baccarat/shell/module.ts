/** EZ Baccarat in the shell: what every surface shows for it, and its own controls. */
import type { ShellModule } from '../../shell-module.js';
import { ezBaccaratControls } from './controls.js';
import { ezBaccaratShell } from './index.js';

export const ezBaccaratShellModule: ShellModule = { shell: ezBaccaratShell, controls: ezBaccaratControls };
