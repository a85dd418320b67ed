export interface LaneCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export interface LaneOutcome {
  code: number;
  counts: LaneCounts;
  output?: string;
}
export interface Lane {
  name: string;
  title: string;
  beside?: string;
  check?: boolean;
  run: (options: { quiet: boolean }) => Promise<LaneOutcome>;
}
export function single(code: number): LaneOutcome;
export function runLanes(lanes: Lane[], skipReason: (lane: Lane) => string | null): Promise<boolean>;
