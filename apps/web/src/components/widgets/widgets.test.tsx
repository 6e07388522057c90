import './test-setup.ts';
import { TEXT_AREA_MAX } from '@sessionbook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './test-setup.ts';
import { Avatar, AvatarGroup, initialsOf } from './avatar.tsx';
import { TextArea, TextAreaBase } from './text-area.tsx';
import { Toggle } from './toggle.tsx';
import { TwoWaySwitch } from './two-way-switch.tsx';

afterEach(cleanup);

describe('Toggle', () => {
  function Harness() {
    const [on, setOn] = useState(false);
    return <Toggle label="Reminders" description="By e-mail" checked={on} onCheckedChange={setOn} />;
  }

  it('is a labelled switch that Space toggles', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Reminders' });
    expect(toggle).toHaveAccessibleDescription('By e-mail');
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('Reminders'));
    expect(toggle).not.toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('TwoWaySwitch', () => {
  function Harness() {
    const [value, setValue] = useState<'single' | 'class'>('single');
    return (
      <>
        <TwoWaySwitch
          label="Kind"
          value={value}
          onChange={setValue}
          options={[
            { value: 'single', label: 'Single session' },
            { value: 'class', label: 'Group class' },
          ]}
        />
        <output data-testid="value">{value}</output>
      </>
    );
  }

  it('is a radio group that arrow keys switch', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeInTheDocument();
    const single = screen.getByRole('radio', { name: 'Single session' });
    expect(single).toBeChecked();
    await user.tab();
    expect(single).toHaveFocus();
    // Radix moves focus a tick after keydown and checks the radio only while the key is held, as a
    // real key press is; userEvent's default press would release it first.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Group class' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByTestId('value')).toHaveTextContent('class');
    await user.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('single'));
    await user.keyboard('{/ArrowLeft}');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('TextArea', () => {
  function Harness({ initial = '', maxLength }: { initial?: string; maxLength?: number }) {
    const [value, setValue] = useState(initial);
    return <TextArea label="Notes" value={value} onChange={setValue} {...(maxLength ? { maxLength } : {})} />;
  }

  it(`counts characters against ${TEXT_AREA_MAX} by default`, async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAttribute('maxlength', String(TEXT_AREA_MAX));
    await user.type(area, 'Hello');
    expect(area).toHaveAccessibleDescription('5 / 5,000');
  });

  it('refuses text beyond the limit, typed or pasted', async () => {
    const user = userEvent.setup();
    render(<Harness maxLength={10} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(area, 'abcdefghijKLM');
    expect(area).toHaveValue('abcdefghij');
    expect(area).toHaveAccessibleDescription(/10 \/ 10.*limit reached/i);
    // A value set around maxLength (paste through script, autofill) is cut too.
    fireEvent.change(area, { target: { value: '0123456789ABC' } });
    expect(area).toHaveValue('0123456789');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('TextAreaBase', () => {
  it('shows the one character counter for a registered field given its count, and none without a limit', () => {
    render(
      <>
        <TextAreaBase label="About you" maxLength={TEXT_AREA_MAX} count={1234} defaultValue="" />
        <TextAreaBase label="No limit" count={3} defaultValue="abc" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'About you' })).toHaveAccessibleDescription('1,234 / 5,000');
    expect(screen.getByRole('textbox', { name: 'No limit' })).not.toHaveAccessibleDescription();
    expect(document.querySelectorAll('.text-area__counter')).toHaveLength(1);
  });
});

describe('Avatar', () => {
  it('takes the initials of the first and last word', () => {
    expect(initialsOf('ana maria silva')).toBe('AS');
    expect(initialsOf('Ben')).toBe('B');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('shows initials named by the person, or a picture with the name as alt', () => {
    const { rerender } = render(<Avatar name="Ana Silva" size="lg" />);
    expect(screen.getByRole('img', { name: 'Ana Silva' })).toHaveTextContent('AS');
    expect(screen.getByRole('img', { name: 'Ana Silva' })).toHaveClass('avatar-widget--lg');
    rerender(<Avatar name="Ana Silva" src="/ana.jpg" />);
    expect(screen.getByRole('img', { name: 'Ana Silva' })).toHaveAttribute('src', '/ana.jpg');
  });

  it('falls back to initials when the picture fails', () => {
    render(<Avatar name="Ana Silva" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Ana Silva' })).toHaveTextContent('AS');
  });

  it('is hidden from screen readers when decorative', () => {
    render(<Avatar name="Ana Silva" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('AvatarGroup', () => {
  const people = [
    { id: '1', name: 'Ana Silva' },
    { id: '2', name: 'Ben Stone', src: '/ben.jpg' },
    { id: '3', name: 'Cleo Park' },
    { id: '4', name: null },
  ];

  it('shows two pictures and a +N badge, named as one image', async () => {
    const { container } = render(<AvatarGroup people={people} />);
    const group = screen.getByRole('img', { name: '4 people: Ana Silva, Ben Stone, Cleo Park, and No name' });
    expect(group.querySelectorAll('.avatar-widget:not(.avatar-group__more)')).toHaveLength(2);
    expect(group).toHaveTextContent(/\+2$/);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no badge when everyone fits, and takes a given label', () => {
    render(<AvatarGroup people={people.slice(0, 2)} max={2} label="Ana and Ben" />);
    const group = screen.getByRole('img', { name: 'Ana and Ben' });
    expect(group).not.toHaveTextContent('+');
  });
});
