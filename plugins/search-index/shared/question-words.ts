/**
 * The words of a Chinese question that say how it is asked, not what it is about: 怎么, 如何, 吗,
 * 的, 把, 在 … A query is cut into bigrams without a dictionary, so 「在容器里跑 Chrome」 would ask
 * for 在容 and 器里 as well as 容器; every page that says 浏览器里 holds 器里. Dropping these words
 * before the cut leaves the words the page may hold (容器, 跑, chrome). Queries only: the index
 * keeps every bigram of the text, so a query of question words alone can still search for them
 * (shared/tokenizer.ts tokenizeQuery).
 */

/**
 * Words taken out wherever they stand. Each is a function word or a pronoun in nearly every
 * question; a character that also starts or ends common technical words is left out of the list
 * (用: 用户, 对: 对象, 有: 有效, 会: 会话, 能: 性能, 地: 地址, 过: 过期, 还: 还原, 太: 以太坊).
 */
const QUESTION_WORDS = [
  // Asking
  '怎么办', '怎么样', '怎么', '怎样', '如何', '为什么', '为何', '为啥', '什么', '哪些', '哪个', '哪里', '哪儿', '多少',
  '是否', '是不是', '能不能', '能否', '可不可以', '会不会', '有没有', '要不要', '可以', '能够', '需要', '应该',
  // Pointing and counting
  '我们', '你们', '他们', '自己', '这个', '那个', '这些', '那些', '这样', '那样', '这种', '那种', '一个', '一下', '一些',
  '一种', '几个', '每个', '某个',
  // Joining
  '的话', '然后', '或者', '还是', '而且', '但是', '如果', '因为', '所以', '就是', '已经', '一直', '还有', '只是', '时候', '没有',
  // Single characters that stand alone in a question
  '的', '了', '吗', '呢', '吧', '啊', '呀', '嘛', '么', '把', '被', '在', '里', '和', '与', '或', '给', '让', '是', '着',
  '都', '也', '很', '再', '又', '我', '你', '他', '她', '它', '这', '那', '哪', '谁',
];

/**
 * Words that hold a question word but are about something (存在, 在线, 参与): kept whole. Only
 * words a reader would search for; 其他 or 了解 may lose a character, as they carry no topic.
 */
const KEPT_WORDS = ['存在', '在线', '所在', '实在', '潜在', '参与', '公里', '里程', '总和', '供给', '转让'];

const LONGEST = Math.max(...QUESTION_WORDS.map((word) => word.length), ...KEPT_WORDS.map((word) => word.length));
const QUESTION_SET = new Set(QUESTION_WORDS);
const KEPT_SET = new Set(KEPT_WORDS);

/** The longest word of `words` that starts at `i` of `chars`, in characters, or 0. */
function wordAt(chars: readonly string[], i: number, words: ReadonlySet<string>): number {
  for (let length = Math.min(LONGEST, chars.length - i); length > 0; length -= 1) {
    if (words.has(chars.slice(i, i + length).join(''))) return length;
  }
  return 0;
}

/**
 * The pieces of a run of Han characters between its question words, read left to right, the
 * longest word first (是不是 before 是); none when the run is all question words.
 */
export function withoutQuestionWords(run: string): string[] {
  const chars = Array.from(run);
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < chars.length; ) {
    const kept = wordAt(chars, i, KEPT_SET);
    const question = kept > 0 ? 0 : wordAt(chars, i, QUESTION_SET);
    if (question > 0) {
      if (piece) pieces.push(piece);
      piece = '';
      i += question;
      continue;
    }
    const length = Math.max(kept, 1);
    piece += chars.slice(i, i + length).join('');
    i += length;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
