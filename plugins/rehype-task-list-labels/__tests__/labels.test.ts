import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeTaskListLabels from '../index';

function taskItem(text: string, nested?: object) {
  return {
    type: 'element',
    tagName: 'li',
    properties: {className: ['task-list-item']},
    children: [
      {type: 'element', tagName: 'input', properties: {type: 'checkbox', checked: true, disabled: true}, children: []},
      {type: 'text', value: ` ${text} `},
      ...(nested ? [nested] : []),
    ],
  };
}

test('labels task-list checkboxes with their own item text', () => {
  const inner = taskItem('内层任务');
  const outer = taskItem('外层任务', {type: 'element', tagName: 'ul', properties: {}, children: [inner]});
  const tree = {type: 'root', children: [{type: 'element', tagName: 'ul', properties: {className: ['contains-task-list']}, children: [outer]}]};
  rehypeTaskListLabels()(tree as never);
  assert.equal((outer.children[0] as {properties: {ariaLabel: string}}).properties.ariaLabel, '外层任务');
  assert.equal((inner.children[0] as {properties: {ariaLabel: string}}).properties.ariaLabel, '内层任务');
});

test('leaves ordinary list items alone', () => {
  const item = {type: 'element', tagName: 'li', properties: {}, children: [{type: 'text', value: '普通条目'}]};
  rehypeTaskListLabels()({type: 'root', children: [item]} as never);
  assert.deepEqual(item.properties, {});
});
