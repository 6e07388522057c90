import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.object({ name: z.string(), city: z.string() });
type Values = z.infer<typeof schema>;

function Harness({ server, followServer }: { server: Values; followServer: boolean }) {
  const { register } = useSchemaForm(schema, server, { followServer });
  return (
    <form>
      <label>
        Name <input {...register('name')} />
      </label>
      <label>
        City <input {...register('city')} />
      </label>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('useSchemaForm', () => {
  afterEach(cleanup);

  it('takes a fresher server copy into the fields the user has not touched', async () => {
    const user = userEvent.setup();
    const kept = { name: 'Ann', city: 'Lisbon' };
    const { rerender } = render(<Harness server={kept} followServer />);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Anna');
    rerender(<Harness server={{ name: 'Ann B.', city: 'Porto' }} followServer />);
    expect(field('City')).toHaveValue('Porto');
    // What the user is typing is theirs.
    expect(field('Name')).toHaveValue('Anna');
  });

  it('leaves a form that starts empty alone', () => {
    const { rerender } = render(<Harness server={{ name: '', city: '' }} followServer={false} />);
    rerender(<Harness server={{ name: 'x', city: 'y' }} followServer={false} />);
    expect(field('City')).toHaveValue('');
  });
});
