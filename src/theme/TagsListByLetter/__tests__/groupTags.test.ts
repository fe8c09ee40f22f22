import {test} from 'node:test';
import assert from 'node:assert/strict';
import {groupTagsByInitial, HAN_GROUP} from '../groupTags';

test('groups Latin initials first, then Chinese labels, each sorted', () => {
  const tags = [{label: '发布'}, {label: 'docusaurus'}, {label: '维护'}, {label: 'api'}, {label: 'Android'}, {label: '#hash'}];
  const groups = groupTagsByInitial(tags);
  assert.deepEqual(groups.map((g) => g.heading), ['A', 'D', '#', HAN_GROUP]);
  assert.deepEqual(groups[0]!.tags.map((t) => t.label), ['Android', 'api']);
  assert.deepEqual(groups[3]!.tags.map((t) => t.label), ['发布', '维护']);
  assert.equal(groups[3]!.id, 'zh');
});
