/** Punto Banco in the shell: what every surface shows for it, and its own controls. */
import type { ShellModule } from '../../shell-module.js';
import { puntoBancoControls } from './controls.js';
import { puntoBancoShell } from './index.js';

export const puntoBancoShellModule: ShellModule = { shell: puntoBancoShell, controls: puntoBancoControls };
