/** One line of the benchmark table. `target` is printed beside the figure; `met` says whether it holds. */
export type BenchRow = {
  group: string;
  metric: string;
  value: number | string;
  unit?: string;
  /** The named alternative measured in the same run, e.g. "one request per change: 9,800 ms". */
  versus?: string;
  target?: string;
  met?: boolean;
};

export type BenchModule = { default: () => Promise<BenchRow[]> };
