import fs from 'node:fs';
import {buildIndex, serializeIndex, loadIndex} from './engine';
const records = JSON.parse(fs.readFileSync('/tmp/sx/records.json', 'utf8'));
const json = serializeIndex(buildIndex(records));
fs.writeFileSync('/tmp/sx/index.json', json);
