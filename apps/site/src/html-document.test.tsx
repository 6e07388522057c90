import { describe, expect, it } from 'vitest';
import { htmlDocument } from './html-document.ts';

describe('htmlDocument', () => {
  it('writes apostrophes, and double quotes in text, as themselves', () => {
    const html = htmlDocument(<p title={`it's "quoted"`}>{`The client's "week" & <more>`}</p>);
    expect(html).toBe(
      `<!doctype html><p title="it's &quot;quoted&quot;">The client's "week" &amp; &lt;more&gt;</p>`,
    );
    // What a browser reads back is what React was given.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('p')?.getAttribute('title')).toBe(`it's "quoted"`);
    expect(doc.querySelector('p')?.textContent).toBe(`The client's "week" & <more>`);
  });

  it('leaves a script block as it is', () => {
    const json = '{"a":"&quot;&#x27;"}';
    const html = htmlDocument(
      <div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      </div>,
    );
    expect(html).toContain(json);
  });
});
