/** Reading a Prometheus text exposition in tests. */

/** The value of one series (name and labels exactly as printed), or undefined if it is absent. */
export const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** The sum of every series of a metric whose labels include all of `labels` (e.g. `kind="command"`). */
export const total = (text: string, name: string, ...labels: string[]): number =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => labels.every((label) => line.slice(0, line.lastIndexOf(' ')).includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
