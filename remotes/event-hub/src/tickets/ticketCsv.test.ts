import { formatPhone, loadPhoneFormat } from './phone';
import { csvPounds, ticketCsvFile, ticketCsvName } from './ticketCsv';

it('names the file after the event and the day', () => {
  const day = new Date('2026-11-25T23:30:00.000Z');
  expect(ticketCsvName('Summer Party!', day)).toBe('summer-party-tickets-2026-11-25.csv');
  expect(ticketCsvName('Amala & Afrobeats Brunch: Édition 2', day)).toBe('amala-afrobeats-brunch-edition-2-tickets-2026-11-25.csv');
  expect(ticketCsvName(undefined, day)).toBe('tickets-2026-11-25.csv');
});

it('writes amounts as plain pounds', () => {
  expect(csvPounds(5400)).toBe('54.00');
  expect(csvPounds(5)).toBe('0.05');
  expect(csvPounds(0)).toBe('0.00');
});

it('formats phone numbers internationally once libphonenumber has loaded, and leaves a number it cannot read as it was', async () => {
  expect(formatPhone('447700900123')).toBe('447700900123');
  await loadPhoneFormat();
  expect(formatPhone('447700900123')).toBe('+44 7700 900123');
  expect(formatPhone('2348031234567')).toBe('+234 803 123 4567');
  expect(formatPhone('12')).toBe('12');
});

it('writes a header line and a line per row, in CRLF lines after a byte order mark, formulas neutralised and commas quoted', () => {
  const columns = [
    { header: 'Name', csv: (row: { name: string; city: string }) => row.name },
    { header: 'City', csv: (row: { name: string; city: string }) => row.city },
  ];
  const file = ticketCsvFile([{ name: '=HYPERLINK("x")', city: 'Lagos, Ikeja' }], columns);
  expect(file).toBe('\uFEFFName,City\r\n"\'=HYPERLINK(""x"")","Lagos, Ikeja"\r\n');
});
