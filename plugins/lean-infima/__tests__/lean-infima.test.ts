import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import postcss from 'postcss';
import {readPage} from '../../../scripts/site-checks/read-page.mjs';
import {DROPPED_INFIMA_CLASSES} from '../dropped';
import {INFIMA_STYLESHEET, dropInfimaClasses, requiredClasses} from '../drop';
import {droppedClassUses} from '../check';

const INFIMA_FILE = require.resolve('infima/dist/css/default/default.css');
const LIST_FILE = '/site/plugins/lean-infima/dropped.ts';
const drop = (css: string, from: string, classes: readonly string[]) => postcss([dropInfimaClasses(classes, LIST_FILE)]).process(css, {from}).css;

test('drops the selectors that name a dropped class, the rules left empty and their empty at-rules', () => {
  const css = '.pills{display:flex}.pills__item,.tabs__item{cursor:pointer}@media (min-width:997px){.pills--block{display:block}}.tabs{margin:0}';
  const from = '/site/node_modules/infima/dist/css/default/default.css';
  assert.equal(drop(css, from, ['pills', 'pills__item', 'pills--block']), '.tabs__item{cursor:pointer}.tabs{margin:0}');
});

test('a selector that only excludes a dropped class, or lists it among others, stays', () => {
  // Dropping `.button--outline:not(.button--active)` with the class took the outline buttons' colours away.
  const css = '.button--outline:not(.button--active):not(:hover){color:red}:is(.pills,.tabs) a{margin:0}';
  const from = '/site/node_modules/infima/dist/css/default/default.css';
  assert.equal(drop(css, from, ['button--active', 'pills']), css);
  assert.deepEqual(requiredClasses('.button--outline:not(.button--active):not(:hover)'), ['button--outline']);
});

test('makes the list file a dependency of Infima, so a changed list rebuilds it past the persistent cache', () => {
  const from = '/site/node_modules/infima/dist/css/default/default.css';
  const {messages} = postcss([dropInfimaClasses(['pills'], LIST_FILE)]).process('.pills{}', {from});
  assert.deepEqual(
    messages.filter((message) => message.type === 'dependency').map((message) => message.file),
    [LIST_FILE],
  );
});

test('leaves every stylesheet other than Infima alone', () => {
  const css = '.pills{display:flex}';
  assert.equal(drop(css, '/site/src/css/custom.css', ['pills']), css);
  assert.ok(INFIMA_STYLESHEET.test(INFIMA_FILE), 'the installed Infima is recognised by its path');
});

test('every dropped class is one Infima styles, and dropping them leaves no selector that requires one', () => {
  // An Infima upgrade that renames a class makes the list stale: the name then drops nothing.
  const css = fs.readFileSync(INFIMA_FILE, 'utf8');
  const selectorNames = (source: string, names: (selector: string) => string[]) => {
    const found = new Set<string>();
    postcss.parse(source).walkRules((rule) => {
      for (const selector of rule.selectors) for (const name of names(selector)) found.add(name);
    });
    return found;
  };
  const anyClass = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1]!);
  const infimaNames = selectorNames(css, anyClass);
  assert.deepEqual(DROPPED_INFIMA_CLASSES.filter((name) => !infimaNames.has(name)), []);
  const left = selectorNames(drop(css, INFIMA_FILE, DROPPED_INFIMA_CLASSES), requiredClasses);
  assert.deepEqual(DROPPED_INFIMA_CLASSES.filter((name) => left.has(name)), []);
  assert.ok(left.has('button--primary') && left.has('navbar__item'), 'classes the site uses stay');
});

test('a page or a script that uses a dropped class is reported with its file', () => {
  // Minified HTML as the build writes it: unquoted attribute values, no </p>.
  const page = readPage('<main><p class=pills>标签<p class="tabs pills__item">另一个</main>');
  const scripts = new Map([
    ['assets/js/1.js', 'e.jsx("div",{className:"row row--no-gutters"})'],
    ['assets/js/2.js', 'const c="text--"+size;'],
    ['assets/js/3.js', 'e.jsx("div",{className:"row"})'],
  ]);
  const problems = droppedClassUses({pages: [{file: 'x.html', classes: page.classes}], scripts}, ['pills', 'pills__item', 'row--no-gutters', 'text--bold']);
  assert.deepEqual(
    problems.map((problem) => problem.split(': its rules')[0]),
    ['x.html: class "pills"', 'x.html: class "pills__item"', 'assets/js/1.js: class "row--no-gutters"', 'assets/js/2.js: class "text--…"'],
  );
  assert.deepEqual(droppedClassUses({pages: [{file: 'x.html', classes: page.classes}], scripts}, ['row--align-top']), []);
});
