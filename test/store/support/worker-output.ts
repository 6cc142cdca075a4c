/**
 * How a crash worker prints its lines (one JSON object a line) to the test that will kill it.
 *
 * On Linux, Node writes to a pipe at once only while the pipe has room. When the test process
 * falls behind reading it (a loaded machine starves it of CPU), the pipe fills and Node keeps what
 * follows in the worker's memory, to write later; a SIGKILL then loses it. A lost ack only leaves
 * the test unsure of a command that did happen, but a lost intent hides a command the worker went
 * on to commit: the test, never told of it, reports its changes as a lost or a phantom stake.
 * So a worker awaits `printed(intent)` before it runs the command: the promise resolves once the
 * line is in the pipe, where the kernel keeps it for the test after the worker's death.
 */

const lineOf = (line: unknown): string => `${JSON.stringify(line)}\n`;

/** Prints a line that may be lost at a kill (an ack, a progress mark): nothing waits for it. */
export const print = (line: unknown): void => {
  process.stdout.write(lineOf(line));
};

/** Prints a line and resolves once it is in the pipe, out of the worker's memory. */
export const printed = (line: unknown): Promise<void> =>
  new Promise((resolve, reject) => {
    process.stdout.write(lineOf(line), (error) => (error ? reject(error) : resolve()));
  });
