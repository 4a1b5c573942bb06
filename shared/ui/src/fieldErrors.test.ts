import { errorProps, fieldErrorsOf, focusFirstInvalid, withoutError } from './fieldErrors';

describe('fieldErrorsOf', () => {
  it('keeps the first problem of each field, by the field named first in its path', () => {
    const issues = [
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['email'], message: 'Email must be at most 254 characters' },
      { path: ['reference', 0], message: 'Please enter your order reference.' },
    ];
    expect(fieldErrorsOf(issues)).toEqual({
      email: 'Please enter a valid email address',
      reference: 'Please enter your order reference.',
    });
  });
});

describe('withoutError', () => {
  it('drops one field and keeps the others', () => {
    expect(withoutError<'email' | 'reference'>('email')({ email: 'bad', reference: 'missing' })).toEqual({ reference: 'missing' });
  });
});

describe('errorProps', () => {
  it('marks a problem and has it read out; without one, shows the hint unmarked', () => {
    expect(errorProps('Enter your password')).toEqual({
      error: true,
      helperText: 'Enter your password',
      slotProps: { formHelperText: { role: 'alert' } },
    });
    expect(errorProps(undefined, 'For example EVT-7K3P9Q')).toEqual({
      error: false,
      helperText: 'For example EVT-7K3P9Q',
      slotProps: { formHelperText: {} },
    });
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first field marked invalid', () => {
    document.body.innerHTML = '<form><input id="a" /><input id="b" aria-invalid="true" /><input id="c" aria-invalid="true" /></form>';
    focusFirstInvalid(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('b');
  });
});
