import { flowEntries } from './site/flows/registry';
import { chartOfMachine } from './site/flows/chart';
import { layoutChart } from './site/flows/layout';
const v = flowEntries.find(e => e.name === process.argv[2])!;
const l = await layoutChart(chartOfMachine(v.machine));
console.log(l.width, l.height);
for (const s of l.states) console.log(s.state.id, s.x, s.y, s.width, s.height, s.inner);
for (const t of l.transitions) console.log(t.transition.source, '->', t.target, JSON.stringify(t.points), t.label);
