import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMerchandiseList } from '@shared/api';
import { type MerchandiseItem, paths } from '@shared/domain';
import { AdminPage, CardGridSkeleton } from '@shared/ui';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DeleteItemDialog } from './DeleteItemDialog';
import { DetailsPanel } from './DetailsPanel';
import { FilterBar } from './FilterBar';
import { applyFilters, filterParams, readFilters } from './filters';
import { ItemDetailsDialog } from './ItemDetailsDialog';
import { MerchandiseCard } from './MerchandiseCard';
import { useCan } from '@shared/auth';

/**
 * The merchandise grid. With an id in the path (/admin/merchandise/item-details/{id} or
 * /admin/merchandise/{id}) the item details dialog opens over it.
 */
export function MerchandisePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const list = useMerchandiseList();
  const items = list.data ?? null;
  const failed = list.isError;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [selected, setSelected] = useState<MerchandiseItem | null>(null);
  const [deleting, setDeleting] = useState<MerchandiseItem | null>(null);

  const shown = useMemo(() => (items ? applyFilters(items, filters) : []), [items, filters]);
  const linked = id === undefined || !items ? undefined : (items.find((item) => item.id === Number(id)) ?? null);
  const edit = (item: MerchandiseItem) => navigate(paths.admin.merchandiseEdit(item.id));
  // Back to the grid as it was filtered.
  const closeLinked = () => navigate({ pathname: paths.admin.merchandise, search: params.toString() });
  // The deletion took the item out of the list already (useRemoveMerchandise).
  const deleted = () => {
    setDeleting(null);
    setSelected(null);
    if (id !== undefined) closeLinked();
  };

  const mayWrite = useCan('merchandise:write');
  return (
    <AdminPage
      title="Merchandise"
      actions={
        // Finance reads the catalogue; changing it is for owners and admins (docs/product-rules.md#roles).
        mayWrite && (
          <Button component={Link} to={paths.admin.merchandiseCreate} variant="contained" startIcon={<AddIcon />}>
            Add Merchandise
          </Button>
        )
      }
    >
      <FilterBar value={filters} onChange={(next) => setParams(filterParams(next), { replace: true })} />
      {failed && <Alert severity="error">Failed to load merchandise</Alert>}
      {!items && !failed && <CardGridSkeleton />}
      {items && shown.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }}>
          {items.length === 0 ? 'No merchandise yet.' : 'No merchandise matches these filters.'}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box
          component="section"
          aria-label="Merchandise items"
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}
        >
          {shown.map((item) => (
            <MerchandiseCard
              key={item.id}
              item={item}
              onOpen={() => setSelected(item)}
              onEdit={() => edit(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </Box>
      )}
      {/* The panel steps aside while the question is asked and comes back on Cancel (docs/decisions.md#2026-11-25-no-dialog-over-a-side-panel). */}
      <DetailsPanel item={deleting ? null : selected} onClose={() => setSelected(null)} onEdit={edit} onDelete={setDeleting} />
      {id !== undefined && !failed && <ItemDetailsDialog item={linked} onClose={closeLinked} onEdit={edit} onDelete={setDeleting} />}
      <DeleteItemDialog item={deleting} onCancel={() => setDeleting(null)} onDeleted={deleted} />
    </AdminPage>
  );
}
