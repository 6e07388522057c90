/**
 * The report's two charts, loaded only when the reports page shows them (their scale library stays out
 * of the first load; decision 0046). Drawn as SVG by React with d3-scale's axis arithmetic: real text,
 * no inline styles or HTML strings (the content security policy allows neither). Each chart is one
 * image to assistive technology (`role="img"`, named by its title, described by a sentence that points
 * to the table with the same figures, and by the table itself): the table is the text alternative.
 */
import type { ReportMonth } from '@sessionbook/domain';
import { scaleLinear } from 'd3-scale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../lib/format-dates.ts';
import { formatCount } from '../../../entities/vouchers/index.ts';

interface Series {
  key: string;
  label: string;
  value: (month: ReportMonth) => number;
}

const HEIGHT = 200;
const AXIS = 36;
const SLOT = 52;
const TOP = 10;
const BOTTOM = 30;
/** Room after the last month for its name, which may be wider than its bars. */
const RIGHT = 20;
/** Month names at most this many: a phone shows a year's chart at half its size. */
const MAX_MONTH_LABELS = 6;

function BarChart({
  title,
  description,
  tableId,
  months,
  series,
  stacked,
}: {
  title: string;
  description: string;
  tableId: string;
  months: readonly ReportMonth[];
  series: readonly Series[];
  stacked: boolean;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const totals = months.map((month) =>
    stacked
      ? series.reduce((sum, one) => sum + Math.max(0, one.value(month)), 0)
      : Math.max(0, ...series.map((one) => one.value(month))),
  );
  const y = scaleLinear()
    .domain([0, Math.max(1, ...totals)])
    .nice(4)
    .range([HEIGHT - BOTTOM, TOP]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const width = AXIS + months.length * SLOT + RIGHT;
  const barWidth = stacked ? SLOT * 0.6 : (SLOT * 0.7) / series.length;
  // Every month has its bars; the names of every other (or third…) one, from the last, stay legible.
  const labelEvery = Math.ceil(months.length / MAX_MONTH_LABELS);

  return (
    <figure className="reports__chart">
      <figcaption className="reports__chart-title" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        className="reports__svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description ${tableId}`}
        focusable="false"
      >
        {ticks.map((tick) => (
          <g key={tick} className="reports__tick">
            <line x1={AXIS} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text x={AXIS - 4} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatCount(tick, language)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = AXIS + index * SLOT + (SLOT - (stacked ? barWidth : barWidth * series.length)) / 2;
          let base = 0;
          return (
            <g key={month.month}>
              {series.map((one, position) => {
                const value = Math.max(0, one.value(month));
                const from = stacked ? base : 0;
                base += value;
                if (value === 0) return null;
                return (
                  <rect
                    key={one.key}
                    className={`reports__bar reports__bar--${position}`}
                    x={stacked ? x : x + position * barWidth}
                    width={barWidth}
                    y={y(from + value)}
                    height={y(from) - y(from + value)}
                  />
                );
              })}
              {(months.length - 1 - index) % labelEvery === 0 && (
                <text
                  className="reports__month"
                  x={AXIS + index * SLOT + SLOT / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                >
                  {formatMonth(month.month, language, 'short')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="visually-hidden" id={`${id}-description`}>
        {description}
      </p>
      <ul className="reports__legend" aria-hidden="true">
        {series.map((one, position) => (
          <li key={one.key}>
            <span className={`reports__swatch reports__bar--${position}`} />
            {one.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

export default function ReportCharts({
  months,
  tableId,
}: {
  months: readonly ReportMonth[];
  tableId: string;
}) {
  const { t } = useTranslation('reports');
  return (
    <div className="reports__charts">
      <BarChart
        title={t('charts.attendance_title')}
        description={t('charts.attendance_label')}
        tableId={tableId}
        months={months}
        stacked
        series={[
          { key: 'attended', label: t('monthly.attended'), value: (month) => month.attended },
          { key: 'no_shows', label: t('monthly.no_shows'), value: (month) => month.no_shows },
          { key: 'late_cancels', label: t('monthly.late_cancels'), value: (month) => month.late_cancels },
        ]}
      />
      <BarChart
        title={t('charts.vouchers_title')}
        description={t('charts.vouchers_label')}
        tableId={tableId}
        months={months}
        stacked={false}
        series={[
          { key: 'sold', label: t('monthly.vouchers_sold'), value: (month) => month.vouchers_sold },
          { key: 'used', label: t('monthly.vouchers_used'), value: (month) => month.vouchers_used },
        ]}
      />
    </div>
  );
}
