import '@testing-library/jest-dom/vitest';
import '../../test/english-now.ts';
import { contactProblem } from '@sessionbook/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagInput, mergeTags } from './tag-input.tsx';

let latest: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  latest = tags;
  return <TagInput label="Contacts" value={tags} onChange={setTags} validate={contactProblem} />;
}

const field = () => screen.getByRole('textbox', { name: 'Contacts' });
const tagList = () => screen.queryByRole('list', { name: /^entered/i });

describe('TagInput', () => {
  afterEach(cleanup);

  it('turns text into a tag on a comma and on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'ann@example.com,');
    await user.type(field(), '+31 6 1234 5678{Enter}');
    expect(latest).toEqual(['ann@example.com', '+31 6 1234 5678']);
    expect(field()).toHaveValue('');
    const items = within(tagList()!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { name: 'Remove ann@example.com' })).toBeInTheDocument();
  });

  it('splits a pasted list by commas and line breaks and drops duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['ann@example.com']} />);
    await user.click(field());
    await user.paste('bob@example.com, ANN@example.com\n+31612345678,bob@example.com');
    expect(latest).toEqual(['ann@example.com', 'bob@example.com', '+31612345678']);
  });

  it('removes the last tag on Backspace in the empty field, and a tag with its remove button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a@example.com', 'b@example.com', 'c@example.com']} />);
    await user.click(field());
    await user.keyboard('{Backspace}');
    expect(latest).toEqual(['a@example.com', 'b@example.com']);
    await user.click(screen.getByRole('button', { name: 'Remove a@example.com' }));
    expect(latest).toEqual(['b@example.com']);
  });

  it('does not remove a tag while the field still holds text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a@example.com']} />);
    await user.type(field(), 'xy{Backspace}');
    expect(latest).toEqual(['a@example.com']);
    expect(field()).toHaveValue('x');
  });

  it('marks an invalid e-mail and an invalid phone with an icon and text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'not-an-email, +31 6, ok@example.com,');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    const items = within(tagList()!).getAllByRole('listitem');
    expect(items[0]).toHaveClass('tag--invalid');
    expect(items[0]).toHaveTextContent('(invalid)');
    expect(items[1]).toHaveClass('tag--invalid');
    expect(items[2]).not.toHaveClass('tag--invalid');
    expect(field()).toHaveAccessibleDescription(/not-an-email: please enter a valid e-mail address/i);
    expect(field()).toHaveAccessibleDescription(/\+31 6: enter a phone number with country code/i);
  });

  it('shows server errors on their tag', () => {
    render(
      <TagInput
        label="Contacts"
        value={['ann@example.com']}
        onChange={() => undefined}
        tagErrors={{ 'ann@example.com': ['validation.already_invited'] }}
      />,
    );
    expect(within(tagList()!).getByRole('listitem')).toHaveClass('tag--invalid');
    expect(screen.getByText(/this person is already in your client book/i)).toBeInTheDocument();
  });
});

describe('mergeTags', () => {
  it('keeps the same array when nothing new is added', () => {
    const tags = ['a@b.nl'];
    expect(mergeTags(tags, ' A@B.NL , ')).toBe(tags);
  });
});
