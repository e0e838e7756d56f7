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

ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale);

export { ChartJS };
