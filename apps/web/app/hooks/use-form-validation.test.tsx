import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useFormValidation, type FieldErrors } from './use-form-validation';
import { schemaParse } from './schema-parse';

const schema = z.object({
  name: z.string().min(1, 'Nama wajib diisi'),
  code: z.string().regex(/^\d{4}$/, 'Kode 4 angka'),
});
const parse = schemaParse(schema);

function Probe({
  serverErrors,
  onValid,
  serverLater,
}: {
  serverErrors?: FieldErrors;
  onValid?: (input: z.output<typeof schema>) => void;
  serverLater?: FieldErrors;
}) {
  const form = useFormValidation({
    parse,
    serverErrors,
    ...(onValid ? { onValid: (input: z.output<typeof schema>) => onValid(input) } : {}),
  });
  return (
    <form {...form.formProps} aria-label="probe">
      {(['name', 'code'] as const).map((name) => (
        <p key={name}>
          <input aria-label={name} name={form.field(name).name} />
          <output data-testid={`${name}-error`}>{form.errorFor(name) ?? ''}</output>
        </p>
      ))}
      {serverLater ? (
        <button type="button" onClick={() => form.setServerErrors(serverLater)}>
          server
        </button>
      ) : null}
      <button type="submit">kirim</button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const shown = (name: string) => screen.getByTestId(`${name}-error`).textContent;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'probe' }));

type Step = (() => void) | { blur: string } | { type: [string, string] } | 'submit';
const run = (step: Step) => {
  if (step === 'submit') submit();
  else if (typeof step === 'function') step();
  else if ('blur' in step) fireEvent.blur(input(step.blur));
  else type(...step.type);
};

describe('useFormValidation', () => {
  const cases: {
    rule: string;
    steps: Step[];
    name: string;
    code: string;
    server?: FieldErrors;
  }[] = [
    { rule: 'nothing shows before blur or submit', steps: [], name: '', code: '' },
    {
      rule: 'a field shows its message after blur, and only that field',
      steps: [{ blur: 'name' }],
      name: 'Nama wajib diisi',
      code: '',
    },
    {
      rule: 'submit shows every message',
      steps: ['submit'],
      name: 'Nama wajib diisi',
      code: 'Kode 4 angka',
    },
    {
      rule: 'after an error the message updates on input',
      steps: ['submit', { type: ['name', 'Sari'] }, { type: ['code', '12'] }],
      name: '',
      code: 'Kode 4 angka',
    },
    {
      rule: 'input on a field shows its message as it is typed',
      steps: [{ type: ['code', '1'] }],
      name: '',
      code: 'Kode 4 angka',
    },
    {
      rule: "the server's field message shows until the field is edited",
      server: { code: 'Kode tidak berlaku' },
      steps: [],
      name: '',
      code: 'Kode tidak berlaku',
    },
    {
      rule: "editing a field clears the server's message (the client's own rule takes over)",
      server: { code: 'Kode tidak berlaku' },
      steps: [{ type: ['code', '1234'] }],
      name: '',
      code: '',
    },
    {
      rule: "editing another field keeps the server's message",
      server: { code: 'Kode tidak berlaku' },
      steps: [{ type: ['name', 'Sari'] }],
      name: '',
      code: 'Kode tidak berlaku',
    },
  ];

  it.each(cases)('$rule', ({ steps, name, code, server }) => {
    render(<Probe {...(server ? { serverErrors: server } : {})} />);
    for (const step of steps) run(step);
    expect(shown('name')).toBe(name);
    expect(shown('code')).toBe(code);
  });

  it('a refused submit is stopped and focuses the first wrong field', () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    type('name', 'Sari');
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input('code'));
  });

  it('a valid submit hands the parsed input to onValid', () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    type('name', 'Sari');
    type('code', '1234');
    submit();
    expect(onValid).toHaveBeenCalledWith({ name: 'Sari', code: '1234' });
  });

  it('without onValid, a valid submit is left to post (not prevented)', () => {
    render(<Probe />);
    type('name', 'Sari');
    type('code', '1234');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'probe' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("the server's refusal focuses its first field", () => {
    render(<Probe serverErrors={{ code: 'Kode tidak berlaku' }} />);
    expect(document.activeElement).toBe(input('code'));
  });

  it('setServerErrors (a browser call answered 422) shows and focuses like a server answer', async () => {
    render(<Probe serverLater={{ name: 'Nama sudah dipakai' }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'server' }));
      await Promise.resolve();
    });
    expect(shown('name')).toBe('Nama sudah dipakai');
    expect(document.activeElement).toBe(input('name'));
    type('name', 'Sari');
    expect(shown('name')).toBe('');
  });
});

describe('schemaParse', () => {
  it('answers the parsed input or the messages by field, as the route action reads them', () => {
    const form = new FormData();
    form.set('name', '');
    form.set('code', '12');
    expect(parse(form)).toEqual({
      ok: false,
      fields: { name: 'Nama wajib diisi', code: 'Kode 4 angka' },
    });
    form.set('name', 'Sari');
    form.set('code', '1234');
    expect(parse(form)).toEqual({ ok: true, data: { name: 'Sari', code: '1234' } });
  });
});
