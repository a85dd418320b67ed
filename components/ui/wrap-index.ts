/** `index` wrapped into 0..length-1 (a looping gallery). Its own module: importing it does not pull the carousel in. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}
