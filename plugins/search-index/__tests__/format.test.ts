import {test} from 'node:test';
import assert from 'node:assert/strict';
import SearchableMap from 'minisearch/SearchableMap';
import {INDEX_FILE_PATTERN, decodeColumn, decodePostings, decodeTreeInto, encodeColumn, encodeTree, shardOf, shardsWithPrefix} from '../shared/format';
import type {EncodedNode, EncodedTree, Postings, RadixTree} from '../shared/format';
import {PostingsCollector, radixTree, shardTree} from '../node/serialize';
import {corpus, indexFiles} from './fixtures';

test('a column packs numbers in base 36, a repeat as an empty entry', () => {
  const values = [0, 0, 5, 5, 5, 36, 1_000_000, 0, 7];
  const text = encodeColumn(values);
  assert.equal(text, '0,,5,,,10,lfls,0,7');
  assert.deepEqual([...decodeColumn(text, values.length)], values);
  assert.equal(encodeColumn([]), '');
  assert.deepEqual([...decodeColumn('', 0)], []);
  assert.throws(() => decodeColumn('1,2', 3), /3 were expected/);
});

test('shardOf finds the last shard whose first term is not after the term', () => {
  const first = ['a', 'api', 'b', '中', '中文'];
  assert.equal(shardOf(first, 'a'), 0);
  assert.equal(shardOf(first, 'ap'), 0);
  assert.equal(shardOf(first, 'api'), 1);
  assert.equal(shardOf(first, 'apis'), 1);
  assert.equal(shardOf(first, 'az'), 1);
  assert.equal(shardOf(first, 'zzz'), 2);
  assert.equal(shardOf(first, '中'), 3);
  assert.equal(shardOf(first, '中国'), 3);
  assert.equal(shardOf(first, '中文'), 4);
  assert.equal(shardOf(first, '0'), 0);
});

test('shardsWithPrefix spans every shard that can hold a term with the prefix', () => {
  const first = ['a', 'ap', 'api', 'apis', 'b', '中', '中文'];
  assert.deepEqual(shardsWithPrefix(first, 'ap'), [1, 2, 3]);
  assert.deepEqual(shardsWithPrefix(first, 'api'), [2, 3]);
  assert.deepEqual(shardsWithPrefix(first, 'a'), [0, 1, 2, 3]);
  assert.deepEqual(shardsWithPrefix(first, 'az'), [3]);
  assert.deepEqual(shardsWithPrefix(first, '中'), [5, 6]);
});

/** The terms of a tree, with the value at each. */
function entries(tree: Map<string, unknown>, prefix = '', out: [string, unknown][] = []): [string, unknown][] {
  for (const [label, child] of tree) {
    if (label === '') out.push([prefix, child]);
    else entries(child as Map<string, unknown>, prefix + label, out);
  }
  return out;
}

/** A tree with each node's children sorted, to compare shapes whatever the insertion order. */
function sortedShape(tree: Map<string, unknown>): unknown {
  return [...tree.keys()].sort().map((label) => [label, label === '' ? tree.get(label) : sortedShape(tree.get(label) as Map<string, unknown>)]);
}

const TERMS = ['api', 'apis', 'apikey', 'ap', 'b', 'ba', 'bab', 'x', '中文', '中', '文中', '𠀀𠀁', '𠀁', '𡀀', 'über', 'u'];

test('radixTree has the shape of MiniSearch’s own tree for the same terms', () => {
  const mini = new SearchableMap<string>();
  for (const term of TERMS) mini.set(term, term);
  const sorted = [...TERMS].sort();
  const tree = radixTree(sorted, (term) => term);
  assert.deepEqual(sortedShape(tree), sortedShape((mini as unknown as {_tree: Map<string, unknown>})._tree));
  assert.deepEqual(entries(tree).map(([term]) => term), sorted, 'children in code unit order');
  assert.deepEqual(radixTree([], (term) => term), new Map());
});

test('PostingsCollector writes fields in order of first appearance, ids as deltas, and frequencies', () => {
  const postings = new PostingsCollector();
  // Term 0: content (field 2) of record 2, title of 3, content of 3 twice, title of 9. Term 1: title of 3.
  assert.equal(postings.add(0, 2, 2), true);
  assert.equal(postings.add(0, 0, 3), true);
  assert.equal(postings.add(1, 0, 3), true);
  assert.equal(postings.add(0, 2, 3), true);
  assert.equal(postings.add(0, 2, 3), false);
  assert.equal(postings.add(0, 0, 9), true);
  assert.equal(postings.encode(0), '2:2,1*2;0:3,6');
  assert.equal(postings.encode(1), '0:3');
  // Past the initial capacity of rows and terms.
  const many = new PostingsCollector();
  for (let record = 0; record < 30_000; record += 1) for (const term of [record % 7_000, 7_000]) many.add(term, 1, record);
  assert.equal(many.encode(7_000), `1:0${',1'.repeat(29_999)}`);
  assert.equal(many.encode(6_999), '1:6999,7000,7000,7000');
});

test('shardTree cuts the terms into ranges that graft back into the whole tree', () => {
  const terms = Array.from({length: 400}, (_, i) => `${String.fromCharCode(97 + (i % 26))}${(i * 7919).toString(36)}`).concat(TERMS);
  const sorted = [...new Set(terms)].sort();
  const tree = radixTree(sorted, (term) => `0:${term.length}`);
  const target = 200;
  const {firstTerms, shards} = shardTree(tree, target);
  assert.ok(shards.length > 10);
  assert.deepEqual(firstTerms, [...firstTerms].sort(), 'first terms in order');
  const merged: RadixTree = new Map();
  shards.forEach((shard, i) => {
    const own = entries(shard).map(([term]) => term);
    assert.equal(own[0], firstTerms[i]);
    for (const term of own) {
      assert.equal(shardOf(firstTerms, term), i, term);
      assert.ok(term >= firstTerms[i] && (i === shards.length - 1 || term < firstTerms[i + 1]));
    }
    // A shard stops growing once it reaches the target (counted as serialize does): it exceeds it by one term at most.
    const sizeOf = (term: string) => term.length + `0:${term.length}`.length + 8;
    const size = own.reduce((sum, term) => sum + sizeOf(term), 0);
    assert.ok(size < target + Math.max(...sorted.map(sizeOf)), `${size}`);
    const encoded = JSON.parse(JSON.stringify(encodeTree(shard as EncodedTree))) as EncodedNode;
    decodeTreeInto(encoded, merged);
  });
  const postings = (leaf: unknown) => [...(typeof leaf === 'string' ? decodePostings(leaf) : (leaf as Postings))].map(([field, docs]) => [field, [...docs]]);
  const text = (tree: Map<string, unknown>): unknown =>
    [...tree.keys()].sort().map((label) => [label, label === '' ? postings(tree.get(label)) : text(tree.get(label) as Map<string, unknown>)]);
  // Grafting every shard in any order gives the whole tree back, node for node.
  const reversed: RadixTree = new Map();
  for (const shard of [...shards].reverse()) decodeTreeInto(JSON.parse(JSON.stringify(encodeTree(shard))) as EncodedNode, reversed);
  assert.deepEqual(text(merged), text(tree));
  assert.deepEqual(text(reversed), text(tree));
  for (const prefix of ['a', 'ap', 'api', 'b', 'z', '中', '𠀀']) {
    const loaded: RadixTree = new Map();
    for (const i of shardsWithPrefix(firstTerms, prefix)) decodeTreeInto(JSON.parse(JSON.stringify(encodeTree(shards[i]))) as EncodedNode, loaded);
    const expected = sorted.filter((term) => term.startsWith(prefix));
    assert.deepEqual(entries(loaded).map(([term]) => term).filter((term) => term.startsWith(prefix)).sort(), expected, prefix);
  }
});

test('every file of an index matches INDEX_FILE_PATTERN (the offline precache takes them by it)', () => {
  const files = indexFiles(corpus());
  assert.ok(files.size > 20);
  for (const name of files.keys()) assert.match(`search/0123456789/${name}`, INDEX_FILE_PATTERN);
  assert.ok(!INDEX_FILE_PATTERN.test('search/0123456789/meta.json.br'));
});
