import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useOpenAtTop } from './useOpenAtTop';

function Page() {
  useOpenAtTop();
  return <Link to="/next">Event page</Link>;
}

function Next() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

it('a page navigated to opens at the top; going Back leaves the position to the browser', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<Link to="/event">Open</Link>} />
        <Route path="/event" element={<Page />} />
        <Route path="/next" element={<Next />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Open' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);

  await userEvent.click(screen.getByRole('link', { name: 'Event page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('link', { name: 'Event page' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
