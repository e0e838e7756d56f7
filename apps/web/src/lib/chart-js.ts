// Chart.js with what every chart of rounds draws: lines of points over a category axis (the
// rounds) and a linear one (the figures). Each chart's module registers what only it draws, so
// that its lazy chunk carries no more of Chart.js than it uses.
import {
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';
import { onFontsLoaded } from './fonts-loaded';

ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale);

// A canvas cannot read a CSS variable: the charts take the interface's font family as the page
// resolves it (app/fonts.css), not Chart.js's Helvetica. Its files arrive after the first paint,
// so every chart is laid out and drawn again once they have.
const family = getComputedStyle(document.documentElement)
  .getPropertyValue('--orbis-font-family')
  .trim();
if (family) ChartJS.defaults.font.family = family;
onFontsLoaded(() => {
  for (const chart of Object.values(ChartJS.instances)) chart.update('none');
});

export { ChartJS };
