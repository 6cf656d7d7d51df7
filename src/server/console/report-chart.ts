import "server-only";
import { BarChart } from "echarts/charts";
import { GridComponent, LegendComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

/**
 * A console report's chart of a count per day, drawn on the server as SVG by ECharts (its server-side rendering: no
 * DOM, no browser script), so the page sends a picture and nothing to run. The page puts it in a figure with
 * `role="img"`, an `aria-label` that says what it shows, and the same figures as a table beside it.
 */
echarts.use([BarChart, GridComponent, LegendComponent, SVGRenderer]);

export interface DailySeries {
  name: string;
  /** One value per day, in the days' order. */
  values: readonly number[];
  /** A colour with at least 3:1 contrast on white (WCAG's non-text contrast). */
  color: string;
}

const SHORT_DAY = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });
const shortDay = (iso: string) => SHORT_DAY.format(new Date(`${iso}T00:00:00Z`));

/** The SVG of bars per day for each series (grouped side by side), `width` × `height` pixels. */
export function dailyChartSvg(days: readonly string[], series: readonly DailySeries[], size: { width: number; height: number } = { width: 720, height: 260 }): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({
      animation: false,
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      legend: { top: 4, textStyle: { color: "#334155" } },
      xAxis: { type: "category", data: days.map(shortDay), axisLabel: { color: "#334155", hideOverlap: true }, axisLine: { lineStyle: { color: "#64748b" } } },
      yAxis: { type: "value", minInterval: 1, axisLabel: { color: "#334155" }, splitLine: { lineStyle: { color: "#e2e8f0" } } },
      series: series.map((s) => ({ type: "bar", name: s.name, data: [...s.values], itemStyle: { color: s.color }, barMaxWidth: 18 })),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
