import { TextField } from '@mui/material';
import { render } from '@testing-library/react';
import { OutlinedTextField } from './OutlinedTextField';
import { errorProps } from './fieldErrors';

/** The markup with React's ids numbered by first appearance and emotion's class names dropped. */
function shape(container: HTMLElement): string {
  const ids = new Map<string, string>();
  const html = container.innerHTML.replace(/css-[\w-]+/g, '').replace(/\s+"/g, '"');
  return html.replace(/(«|_r_|:r)[\w]+(»|_|:)/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id)!;
  });
}

const noop = () => {};

describe('OutlinedTextField', () => {
  it.each([
    ['an empty field', {}],
    ['a field with a value, type and autocomplete', { value: 'ada@example.com', type: 'email', autoComplete: 'username' }],
    ['a field in error, saying why', errorProps('Enter your email address')],
    ['a field with a hint', errorProps(undefined, 'As on your card')],
    ['a required field', { required: true }],
  ])("renders what MUI's outlined TextField renders: %s", (_case, props) => {
    const own = render(<OutlinedTextField label="Email" value="" onChange={noop} fullWidth {...props} />);
    const mui = render(<TextField label="Email" value="" onChange={noop} fullWidth {...props} />);
    expect(shape(own.container)).toBe(shape(mui.container));
  });

  it('renders what TextField renders with an end adornment', () => {
    const adornment = { endAdornment: <button type="button">Show</button> };
    const own = render(<OutlinedTextField label="Password" value="" onChange={noop} slotProps={{ input: adornment }} />);
    const mui = render(<TextField label="Password" value="" onChange={noop} slotProps={{ input: adornment }} />);
    expect(shape(own.container)).toBe(shape(mui.container));
  });
});
