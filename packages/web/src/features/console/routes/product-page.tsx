import { Alert, Box, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import {
  CATALOGUE_CURRENCIES,
  createProductRequest,
  EDITION_FORMATS,
  type CatalogueProduct,
  type EditionFormat,
} from '@fundshop/core';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormStack, SubmitButton } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useServerSubmit } from '../../../components/form/use-server-submit.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useCreateProduct, useProducts, useUpdateProduct, useUploadCover, useUploadEdition } from '../api/catalogue.ts';
import { useOperatorSession } from '../api/session.ts';
import { ConsoleSection } from '../components/console-section.tsx';
import { FileUpload } from '../components/file-upload.tsx';
import { fileSize } from '../components/format.ts';
import { QueryState } from '../components/query-state.tsx';

/** The form: core's texts; a price field per currency (empty: not sold in it); on sale or not. */
const productForm = z.object({
  slug: z.string(),
  name: createProductRequest.shape.name,
  shortDescription: createProductRequest.shape.shortDescription,
  descriptionHtml: createProductRequest.shape.descriptionHtml,
  prices: z.record(z.string(), z.string()),
  onSale: z.boolean(),
});
type ProductForm = z.input<typeof productForm>;

const valuesOf = (p?: CatalogueProduct): ProductForm => ({
  slug: p?.slug ?? '',
  name: p?.name ?? '',
  shortDescription: p?.shortDescription ?? '',
  descriptionHtml: p?.descriptionHtml ?? '',
  prices: Object.fromEntries(
    CATALOGUE_CURRENCIES.map((c) => [c, String(p?.prices.find((price) => price.currencyCode === c)?.price ?? '')]),
  ),
  onSale: p?.onSale ?? false,
});

/** What the file chooser offers for each edition. */
const EDITION_ACCEPT: Record<EditionFormat, string> = {
  epub: '.epub,application/epub+zip',
  pdf: '.pdf,application/pdf',
};

const pricesOf = (prices: Record<string, string>) =>
  Object.entries(prices)
    .filter(([, value]) => value.trim() !== '')
    .map(([currencyCode, value]) => ({ currencyCode, price: Number(value) }));

/** The EPUB, the PDF and the cover, each uploaded as soon as it is chosen. */
function Files({ product, disabled }: { product: CatalogueProduct; disabled: boolean }) {
  const edition = useUploadEdition(product.productId);
  const cover = useUploadCover(product.productId);
  const describe = (format: EditionFormat) => {
    const found = product.editions.find((e) => e.format === format);
    if (!found) return 'None yet';
    return `${found.fileName}, ${fileSize(found.size)}${found.sample ? ', the sample edition' : ''}`;
  };
  return (
    <Stack spacing={2.5}>
      {EDITION_FORMATS.map((format) => (
        <FileUpload
          key={format}
          label={`Upload the ${format.toUpperCase()}`}
          accept={EDITION_ACCEPT[format]}
          current={describe(format)}
          busy={edition.isPending && edition.variables.format === format}
          error={edition.error && edition.variables?.format === format ? edition.error.message : null}
          disabled={disabled}
          onFile={(file) => edition.mutate({ format, file })}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          component="img"
          src={product.coverImageUrl}
          alt={`Cover of ${product.name}`}
          sx={{ width: 80, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
        <FileUpload
          label="Upload a cover"
          accept="image/jpeg,image/png"
          current="A JPG or PNG, shown within 600 × 900"
          busy={cover.isPending}
          error={cover.error?.message ?? null}
          disabled={disabled}
          onFile={(file) => cover.mutate(file)}
        />
      </Stack>
    </Stack>
  );
}

function ProductForm({ product }: { product?: CatalogueProduct }) {
  const isAdmin = useOperatorSession()?.operator.role === 'admin';
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.productId ?? 0);
  const navigate = useNavigate();
  const form = useZodForm(productForm, valuesOf(product));
  const { onSubmit, formError } = useServerSubmit(form, async (values) => {
    const texts = {
      name: values.name,
      shortDescription: values.shortDescription,
      descriptionHtml: values.descriptionHtml,
      prices: pricesOf(values.prices),
    };
    if (!product) {
      const created = await create.mutateAsync({ ...texts, slug: values.slug.trim() });
      await navigate(`/catalogue/${created.productId}`, { replace: true });
    } else {
      form.reset(valuesOf(await update.mutateAsync({ ...texts, onSale: values.onSale })));
    }
  });
  const saved = update.isSuccess && !form.formState.isDirty;
  return (
    <Stack spacing={2.5}>
      <ConsoleSection title="Texts, prices and sale">
        <FormStack onSubmit={onSubmit} error={formError}>
          {saved ? <Alert severity="success">Saved.</Alert> : null}
          {!product ? (
            <FormTextField
              form={form}
              name="slug"
              label="Slug"
              helperText="The e-book's name in addresses and file names, such as rainy-day-crafts"
              maxLength={60}
            />
          ) : null}
          <FormTextField form={form} name="name" label="Title" maxLength={120} disabled={!isAdmin} />
          <FormTextField
            form={form}
            name="shortDescription"
            label="Short description"
            helperText="The store cuts it at 140 characters"
            multiline
            minRows={2}
            maxLength={500}
            disabled={!isAdmin}
          />
          <FormTextField
            form={form}
            name="descriptionHtml"
            label="Description (HTML)"
            helperText="Paragraphs, bold and italic, lists and links; anything else is removed when it is saved"
            multiline
            minRows={5}
            maxLength={20_000}
            disabled={!isAdmin}
          />
          <Typography variant="subtitle2" component="h3">
            Price per currency (empty: not sold to groups of that currency)
          </Typography>
          <Grid container spacing={2}>
            {CATALOGUE_CURRENCIES.map((currency) => (
              <Grid key={currency} size={{ xs: 6, sm: 4, md: 2 }}>
                <FormTextField
                  form={form}
                  name={`prices.${currency}`}
                  label={currency}
                  htmlInput={{ inputMode: 'decimal' }}
                  disabled={!isAdmin}
                />
              </Grid>
            ))}
          </Grid>
          {product ? (
            <Controller
              control={form.control}
              name="onSale"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      disabled={!isAdmin}
                    />
                  }
                  label="On sale: in the store of every group of its currencies"
                />
              )}
            />
          ) : null}
          {isAdmin ? (
            <Box>
              <SubmitButton busy={form.formState.isSubmitting}>{product ? 'Save' : 'Create the e-book'}</SubmitButton>
            </Box>
          ) : null}
        </FormStack>
      </ConsoleSection>
      {product ? (
        <ConsoleSection title="Files and cover">
          <Files product={product} disabled={!isAdmin} />
        </ConsoleSection>
      ) : (
        <Typography variant="body2">Once it is created, upload its EPUB, PDF and cover here.</Typography>
      )}
    </Stack>
  );
}

/** A product's page in the catalogue (or a new one at /catalogue/new). */
export function ProductPage() {
  const id = useParams().id;
  const products = useProducts();
  if (id === 'new') {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          New e-book
        </Typography>
        <ProductForm />
      </Stack>
    );
  }
  return (
    <QueryState query={products}>
      {({ products: rows }) => {
        const product = rows.find((p) => p.productId === Number(id));
        if (!product) return <Typography>There is no such e-book.</Typography>;
        return (
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {product.name}
            </Typography>
            <ProductForm key={product.productId} product={product} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
