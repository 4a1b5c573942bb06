import { Switch, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { errorMessage, useSetPromoCodeActive } from '@shared/api';
import type { PromoCode } from '@shared/domain';
import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { appliesToText, discountText, instantText, usesText } from './promoCodeText';

const PAGE_SIZE = 25;
/** On a phone: the code, what it takes off and whether it is on. */
const PHONE_FIELDS = ['code', 'discount', 'active'];

function columnsFor(mayWrite: boolean, toggle: (code: PromoCode, active: boolean) => void): GridColDef<PromoCode>[] {
  return [
    { field: 'code', headerName: 'Code', minWidth: 140, flex: 1 },
    { field: 'discount', headerName: 'Discount', width: 120, valueGetter: (_, row) => discountText(row) },
    { field: 'appliesTo', headerName: 'Applies to', minWidth: 160, flex: 1, valueGetter: (_, row) => appliesToText(row) },
    { field: 'uses', headerName: 'Uses', width: 90, valueGetter: (_, row) => usesText(row) },
    { field: 'validFrom', headerName: 'Valid from', width: 180, valueFormatter: (at: string | null) => instantText(at) },
    { field: 'validUntil', headerName: 'Valid until', width: 180, valueFormatter: (at: string | null) => instantText(at) },
    {
      field: 'active',
      headerName: 'Active',
      width: 90,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <Switch
          checked={row.active}
          // Finance reads the codes: the switch shows the state but does not change it.
          disabled={!mayWrite}
          tabIndex={tabIndex}
          onChange={(_, active) => toggle(row, active)}
          slotProps={{ input: { 'aria-label': `Active: ${row.code}` } }}
        />
      ),
    },
  ];
}

/** Every promo code, newest first as the API sends them, with its on/off switch. */
export function PromoCodesGrid({ codes, loading, mayWrite }: { codes: PromoCode[]; loading: boolean; mayWrite: boolean }) {
  const setActive = useSetPromoCodeActive();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo(() => {
    const toggle = (code: PromoCode, active: boolean) =>
      setActive.mutate(
        { id: code.id, active },
        {
          onSuccess: () => toast.success(`Promo code ${code.code} switched ${active ? 'on' : 'off'}`),
          onError: (failure) =>
            toast.error(errorMessage(failure, `Could not switch ${code.code} ${active ? 'on' : 'off'}. Please try again.`)),
        },
      );
    const all = columnsFor(mayWrite, toggle);
    return phone ? all.filter((column) => PHONE_FIELDS.includes(column.field)) : all;
    // setActive.mutate is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mayWrite, phone]);

  return (
    <DataGrid
      aria-label="Promo codes"
      rows={codes}
      columns={columns}
      loading={loading}
      autoHeight
      disableVirtualization
      disableRowSelectionOnClick
      disableColumnMenu
      pageSizeOptions={[PAGE_SIZE]}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } } }}
      localeText={{ noRowsLabel: 'No promo codes yet.' }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
