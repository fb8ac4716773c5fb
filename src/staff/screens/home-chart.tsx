import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SeriesDay } from '../../contract/staff-console';
import { t } from '../lib/i18n';

/** Beijing midnight of a YYYY-MM-DD, in seconds (uPlot's x values). */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;

/**
 * The 30-day chart of paid orders and bookings, drawn with uPlot (canvas; ~20 KB gzipped). This
 * module and uPlot are their own chunk, fetched only when the home's series has arrived.
 */
export default function HomeChart({ days }: { days: SeriesDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((d) => secondsOf(d.day)), days.map((d) => d.orders), days.map((d) => d.bookings)];
    const bars = uPlot.paths.bars!({ size: [0.35, 14], align: -1 });
    const bars2 = uPlot.paths.bars!({ size: [0.35, 14], align: 1 });
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 240,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Shanghai'),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        // half a day either side, so the first and last days' bars are whole
        scales: { x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
        axes: [
          { stroke: '#6b6259', grid: { show: false }, ticks: { stroke: '#d9d2c8' } },
          { stroke: '#6b6259', grid: { stroke: '#ece7e0' }, ticks: { show: false }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500] },
        ],
        series: [
          { label: t('home.chart.day'), value: '{YYYY}-{MM}-{DD}' },
          { label: t('home.chart.orders'), stroke: '#7a2236', fill: '#7a2236', paths: bars, points: { show: false } },
          { label: t('home.chart.bookings'), stroke: '#b8925a', fill: '#b8925a', paths: bars2, points: { show: false } },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} className="st-chart" role="img" aria-label={`${t('home.chart.title')}: ${t('home.chart.caption')}`} />;
}
