"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Add from "@mui/icons-material/Add";
import SellOutlined from "@mui/icons-material/SellOutlined";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { InventoryTagsDialog } from "@/components/apps/inventory/inventory-tags-dialog";
import { ProductSearchField } from "@/components/apps/inventory/product-search-field";
import { ProductTable } from "@/components/apps/inventory/product-table";
import { useInventoryQuery } from "@/components/apps/inventory/use-inventory-query";
import { useOpenProduct } from "@/components/apps/inventory/use-open-product";
import { ListPager } from "@/components/ui/list-pager";
import { RetryAlert } from "@/components/ui/retry-alert";
import { createProduct, deleteProduct, useProducts } from "@/lib/swr/use-inventory";
import type { ProductAnswer } from "@/lib/inventory/schema";
import { PRODUCT_PAGE_SIZE } from "@/lib/inventory/schema";

/**
 * Inventory (`/apps/inventory`): the product table with search, sort and paging in the URL; a row
 * opens its editor beneath it (`?product=<id>`, so a reload reopens it). A new product, or an open
 * one that is not on the page, is shown at the top until it is closed.
 */
export function InventoryScreen() {
  const t = useTranslations("inventoryApp");
  const query = useInventoryQuery();
  const { notify, deleteWithUndo } = useAppsFeedback();
  const { data, error, isLoading, mutate } = useProducts(query);
  const [hiddenIds, setHiddenIds] = useState<string[]>([]);
  const [isCreating, setCreating] = useState(false);
  const [isTagsOpen, setTagsOpen] = useState(false);
  const pageProducts = data?.products ?? [];
  const { pinned, pin, refresh, forget } = useOpenProduct(query.product, pageProducts);
  const rows = [...(pinned ? [pinned] : []), ...pageProducts.filter((product) => product.id !== pinned?.id)].filter(
    (product) => !hiddenIds.includes(product.id),
  );
  const total = data?.products ? data.pagination.length : 0;

  const onCreate = async () => {
    setCreating(true);
    try {
      const product = await createProduct();
      pin(product);
      query.openProduct(product.id);
      void mutate();
    } catch {
      notify(t("createFailed"), "error");
    } finally {
      setCreating(false);
    }
  };

  const onDelete = (product: ProductAnswer) => {
    const wasOpen = query.product === product.id;
    deleteWithUndo({
      message: t("deleted", { name: product.name }),
      hide: () => {
        setHiddenIds((ids) => [...ids, product.id]);
        if (wasOpen) query.openProduct(null);
      },
      // Undone, it comes back as it was: open (and so shown at the top) if it was open.
      restore: () => {
        setHiddenIds((ids) => ids.filter((id) => id !== product.id));
        if (wasOpen) query.openProduct(product.id);
      },
      commit: async () => {
        await deleteProduct(product.id);
        forget(product.id);
        await mutate();
      },
    });
  };

  return (
    <AppFrame
      title={t("title")}
      count={data?.products ? t("count", { count: total }) : undefined}
      actions={
        <>
          <Button variant="outlined" startIcon={<SellOutlined />} onClick={() => setTagsOpen(true)}>
            {t("manageTags")}
          </Button>
          <Button
            variant="contained"
            startIcon={isCreating ? <CircularProgress size={16} color="inherit" /> : <Add />}
            onClick={() => void onCreate()}
            disabled={isCreating}
          >
            {t("createProduct")}
          </Button>
        </>
      }
    >
      <ProductSearchField value={query.searchText} onChange={query.setSearchText} />
      {error ? (
        <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} sx={{ mt: 2 }} />
      ) : (
        <Paper variant="outlined" sx={{ mt: 2, overflow: "hidden" }}>
          <ProductTable
            rows={rows}
            isLoading={isLoading && !data}
            isSearching={query.search !== ""}
            sort={query.sort}
            order={query.order}
            onSort={query.sortBy}
            openId={query.product}
            onToggle={(id) => query.openProduct(query.product === id ? null : id)}
            onSaved={(product) => {
              refresh(product);
              void mutate();
            }}
            onDelete={onDelete}
          />
          {data?.products && total > 0 && (
            <ListPager
              total={total}
              pageSize={PRODUCT_PAGE_SIZE}
              shownPage={data.pagination.page + 1}
              page={query.page}
              onPageChange={query.selectPage}
              showing={(range) => t("showing", range)}
              pageLabel={(page, selected) => (selected ? t("currentPage", { page }) : t("goToPage", { page }))}
              navigationLabel={(type) => t(`pager.${type}`)}
              sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: "divider" }}
            />
          )}
        </Paper>
      )}
      {data && !data.products && (
        <Button sx={{ mt: 2 }} onClick={() => query.selectPage(data.pagination.lastPage)}>
          {t("toLastPage", { page: data.pagination.lastPage })}
        </Button>
      )}
      <InventoryTagsDialog open={isTagsOpen} onClose={() => setTagsOpen(false)} onChanged={() => void mutate()} />
    </AppFrame>
  );
}
