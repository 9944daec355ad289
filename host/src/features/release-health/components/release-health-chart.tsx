import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReleaseHealthRow } from '@rsm/shared/schemas';

export type HealthMetric = 'errors' | 'lcp' | 'inp' | 'cls';

const COLOURS = ['#0b5fff', '#d1343f', '#1f8a4c', '#b26b00', '#7b3fbf', '#00838f', '#5d6472'];

/** One line per app and version, over the hours: a release that makes things worse stands out from the one before. */
export function seriesOf(rows: ReleaseHealthRow[], metric: HealthMetric) {
  const names = [...new Set(rows.map((row) => `${row.app} ${row.version}`))];
  const hours = [...new Set(rows.map((row) => row.hour))].sort();
  const points = hours.map((hour) => {
    const point: Record<string, string | number | null> = { hour: hour.slice(11, 16) };
    for (const row of rows.filter((item) => item.hour === hour))
      point[`${row.app} ${row.version}`] = row[metric];
    return point;
  });
  return { names, points };
}

export function ReleaseHealthChart({
  rows,
  metric,
  label,
}: {
  rows: ReleaseHealthRow[];
  metric: HealthMetric;
  label: string;
}) {
  const { names, points } = seriesOf(rows, metric);
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <LineChart width={720} height={220} data={points} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="hour" />
        <YAxis />
        <Tooltip />
        <Legend />
        {names.map((name, index) => (
          <Line
            key={name}
            type="monotone"
            dataKey={name}
            stroke={COLOURS[index % COLOURS.length]}
            connectNulls
            dot
          />
        ))}
      </LineChart>
    </figure>
  );
}
