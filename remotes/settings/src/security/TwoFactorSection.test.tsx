import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twoFactorApi } from '@shared/api';
import { TestQueries } from '@shared/api/testing';
import { ToastHost } from '@shared/ui';
import { apiError } from '../testing/apiError';
import { aTwoFactorSetup, tenRecoveryCodes } from '../testing/fixtures';
import { TwoFactorSection } from './TwoFactorSection';

const status = jest.spyOn(twoFactorApi, 'status');
const start = jest.spyOn(twoFactorApi, 'start');
const confirm = jest.spyOn(twoFactorApi, 'confirm');
const turnOff = jest.spyOn(twoFactorApi, 'turnOff');

beforeEach(() => {
  for (const call of [status, start, confirm, turnOff]) call.mockReset();
});

async function renderSection(enabled: boolean, required = false) {
  status.mockResolvedValue({ enabled, required });
  render(
    <>
      <TwoFactorSection />
      <ToastHost />
    </>,
    { wrapper: TestQueries },
  );
  await screen.findByTestId('two-factor-status');
}

it('says when the team requires it and it is off', async () => {
  await renderSection(false, true);
  expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off');
  expect(screen.getByRole('alert')).toHaveTextContent('Your team requires two-factor sign-in. Set it up to use the back office.');
});

it('says nothing of the team when it is on', async () => {
  await renderSection(true, true);
  expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
});

describe('turning it on', () => {
  const codeField = () => screen.getByRole('textbox', { name: /6-digit code/ });

  async function startSetup() {
    await renderSection(false);
    start.mockResolvedValue(aTwoFactorSetup);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('heading', { name: 'Set up your authenticator app' });
  }

  it('shows the QR code and the secret grouped for typing', async () => {
    await startSetup();
    expect(start).toHaveBeenCalledTimes(1);
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(aTwoFactorSetup.qrSvg)}`);
    expect(screen.getByText(/^Setup key/)).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
  });

  it('refuses a code that is not 6 digits under the field, without asking the API', async () => {
    await startSetup();
    await userEvent.type(codeField(), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription('Enter the 6-digit code from your app');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code from your app');
    expect(codeField()).toHaveFocus();
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.type(codeField(), '4');
    expect(codeField()).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the API's refusal of a wrong code under the field, focused", async () => {
    await startSetup();
    confirm.mockRejectedValue(apiError(400, 'That code is not right. Check the time on your phone and try again.'));
    await userEvent.type(codeField(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(codeField()).toHaveAttribute('aria-invalid', 'true'));
    expect(confirm).toHaveBeenCalledWith({ code: '123456' }, expect.anything());
    expect(codeField()).toHaveAccessibleDescription('That code is not right. Check the time on your phone and try again.');
    expect(codeField()).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  it('with the right code, shows the 10 recovery codes once, to download, then On', async () => {
    await startSetup();
    confirm.mockResolvedValue(tenRecoveryCodes);
    status.mockResolvedValue({ enabled: true, required: false });
    await userEvent.type(codeField(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(confirm).toHaveBeenCalledWith({ code: '654321' }, expect.anything());
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(tenRecoveryCodes);
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();

    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('recovery-codes.txt');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]);
    });
    for (const code of tenRecoveryCodes) expect(text).toContain(code);
    click.mockRestore();

    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On'));
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(screen.queryByText(tenRecoveryCodes[0])).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('Cancel leaves it off', async () => {
    await startSetup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});

describe('turning it off', () => {
  async function openDialog() {
    await renderSection(true);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    return { dialog, password: within(dialog).getByLabelText(/^Password/) };
  }

  it('asks for the password, under the field, before asking the API', async () => {
    const { dialog, password } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter your password');
    expect(password).toHaveFocus();
    expect(turnOff).not.toHaveBeenCalled();
  });

  it("shows a wrong password under the field, and the team's refusal in the dialog", async () => {
    const { dialog, password } = await openDialog();
    turnOff.mockRejectedValueOnce(apiError(400, 'Password is incorrect'));
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();

    turnOff.mockRejectedValueOnce(apiError(409, 'Two-factor sign-in is required for this team, so it cannot be turned off.'));
    await userEvent.type(password, '-right');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in is required for this team, so it cannot be turned off.',
    );
    expect(screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
  });

  it('turns it off with the password', async () => {
    const { dialog, password } = await openDialog();
    turnOff.mockResolvedValue(undefined);
    status.mockResolvedValue({ enabled: false, required: false });
    await userEvent.type(password, 'Admin123!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(turnOff).toHaveBeenCalledWith({ password: 'Admin123!' }, expect.anything());
    expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off'));
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
