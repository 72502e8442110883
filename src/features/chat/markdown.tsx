// The chat's Markdown: the small subset Astra writes (paragraphs split on blank lines, "- " bullet
// lists, **bold**), turned into React elements. Nothing else is interpreted and no HTML is ever
// injected, so markup typed into a message (or a city name) shows as the text it is.
import { Fragment } from 'react';

export type InlinePart = { text: string; isBold: boolean };
export type MarkdownBlock = { kind: 'paragraph'; lines: InlinePart[][] } | { kind: 'list'; items: InlinePart[][] };

const boldPattern = /\*\*(.+?)\*\*/g;

/** Splits a line into plain and bold runs; an unpaired "**" stays as written. */
export function parseInline(line: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let from = 0;
  for (const match of line.matchAll(boldPattern)) {
    if (match.index > from) parts.push({ text: line.slice(from, match.index), isBold: false });
    parts.push({ text: match[1]!, isBold: true });
    from = match.index + match[0].length;
  }
  if (from < line.length) parts.push({ text: line.slice(from), isBold: false });
  return parts;
}

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph.map(parseInline) });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length > 0) blocks.push({ kind: 'list', items: list.map(parseInline) });
      list = [];
    };
    for (const line of chunk.split('\n')) {
      const item = /^\s*- (.*)$/.exec(line);
      if (item) {
        flushParagraph();
        list.push(item[1]!.trim());
      } else if (line.trim() !== '') {
        flushList();
        paragraph.push(line.trim());
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

function Inline({ parts }: { parts: InlinePart[] }) {
  return parts.map((part, index) =>
    part.isBold ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>,
  );
}

export function Markdown({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-2 break-words ${className}`}>
      {parseMarkdown(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <Inline parts={line} />
              </Fragment>
            ))}
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline parts={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
