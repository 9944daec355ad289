/** An ILIKE pattern matching `text` anywhere; %, _ and \ in the input match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A timestamptz as the ISO string toISOString() gives, for timestamps built inside JSON in SQL. */
export function isoSql(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
