/**
 * GFM task lists render bare `<input type="checkbox" disabled>` elements, which
 * screen readers announce as unlabelled form fields. This rehype plugin labels
 * each checkbox with its item's own text.
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const MAX_LABEL_LENGTH = 80;

function classList(node: HastNode): string[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
}

/** Text of an item, leaving out nested lists (they label their own checkboxes). */
function ownText(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'ul' || node.tagName === 'ol') return '';
  return (node.children ?? []).map(ownText).join('');
}

function labelTaskItems(node: HastNode): void {
  if (node.tagName === 'li' && classList(node).includes('task-list-item')) {
    const checkbox = node.children?.find((child) => child.tagName === 'input' && child.properties?.type === 'checkbox');
    if (checkbox && !checkbox.properties!.ariaLabel) {
      const text = ownText(node).replace(/\s+/g, ' ').trim();
      const label = text.length > MAX_LABEL_LENGTH ? `${text.slice(0, MAX_LABEL_LENGTH)}…` : text;
      checkbox.properties!.ariaLabel = label || '任务';
    }
  }
  node.children?.forEach(labelTaskItems);
}

export default function rehypeTaskListLabels() {
  return (tree: HastNode) => labelTaskItems(tree);
}
