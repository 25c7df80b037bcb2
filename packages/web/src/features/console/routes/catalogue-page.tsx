import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { CatalogueProduct } from '@fundshop/core';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useProducts } from '../api/catalogue.ts';
import { useOperatorSession } from '../api/session.ts';
import { DataTable } from '../components/data-table.tsx';
import { money } from '../components/format.ts';
import { QueryState } from '../components/query-state.tsx';

const edition = (p: CatalogueProduct, format: 'epub' | 'pdf') => {
  const found = p.editions.find((e) => e.format === format);
  return found ? (found.sample ? 'sample' : 'full') : 'missing';
};

const COLUMNS: GridColDef<CatalogueProduct>[] = [
  { field: 'productId', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'E-book', flex: 1, minWidth: 200 },
  { field: 'slug', headerName: 'Slug', width: 190 },
  { field: 'onSale', headerName: 'On sale', type: 'boolean', width: 90 },
  {
    field: 'prices',
    headerName: 'Prices',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, p) => p.prices.map((price) => money(price.price, price.currencyCode)).join(' · '),
  },
  { field: 'epub', headerName: 'EPUB', width: 90, valueGetter: (_v, p) => edition(p, 'epub') },
  { field: 'pdf', headerName: 'PDF', width: 90, valueGetter: (_v, p) => edition(p, 'pdf') },
  { field: 'groupsSelling', headerName: 'Groups selling', type: 'number', width: 130 },
];

/** The e-book catalogue, in store order. */
export function CataloguePage() {
  const products = useProducts();
  const isAdmin = useOperatorSession()?.operator.role === 'admin';
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          Catalogue
        </Typography>
        {isAdmin ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/catalogue/new">
            New e-book
          </Button>
        ) : null}
      </Stack>
      <QueryState query={products}>
        {({ products: rows }) => (
          <DataTable
            label="E-books"
            rows={rows}
            columns={COLUMNS}
            getRowId={(p) => p.productId}
            onOpen={(p) => void navigate(`/catalogue/${p.productId}`)}
          />
        )}
      </QueryState>
    </Stack>
  );
}
