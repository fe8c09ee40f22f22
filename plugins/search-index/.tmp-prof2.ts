import fs from 'node:fs';
import {loadIndex} from './engine';
const json = fs.readFileSync('/tmp/sx/index.json', 'utf8');
for (let k = 0; k < 5; k++) {
  let t = performance.now();
  const d = JSON.parse(json);
  const t1 = performance.now() - t;
  t = performance.now();
  loadIndex(d);
  console.log('parse', Math.round(t1), 'load', Math.round(performance.now() - t));
}
