"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Close from "@mui/icons-material/Close";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import AddPhotoAlternateOutlined from "@mui/icons-material/AddPhotoAlternateOutlined";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { UPLOAD_MAX_MEGABYTES, useImageUpload } from "@/lib/uploads/use-image-upload";

const IMAGES_MAX = 20;

/**
 * A product's pictures: uploaded from the device (POST /api/uploads, the same checks as event
 * covers), one of them starred as the thumbnail the list shows. Removing the thumbnail stars the
 * next picture, so a product with pictures always has one.
 */
export function ProductImages({
  images,
  thumbnail,
  onChange,
}: {
  images: string[];
  thumbnail: string | null;
  onChange: (images: string[], thumbnail: string | null) => void;
}) {
  const t = useTranslations("inventoryApp.imageField");
  const { isUploading, problem, upload } = useImageUpload({
    onUploaded: (url) => onChange([...images, url], thumbnail ?? url),
    messages: {
      wrongType: () => t("wrongType"),
      tooLarge: () => t("tooLarge", { megabytes: UPLOAD_MAX_MEGABYTES }),
      failed: () => t("failed"),
    },
  });

  const remove = (image: string) => {
    const rest = images.filter((candidate) => candidate !== image);
    onChange(rest, image === thumbnail ? (rest[0] ?? null) : thumbnail);
  };

  return (
    <Box>
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}>
        {images.map((image, index) => {
          const isThumbnail = image === thumbnail;
          return (
            <Box
              key={image}
              sx={{
                position: "relative",
                width: 96,
                height: 96,
                borderRadius: 1,
                overflow: "hidden",
                border: 2,
                borderColor: isThumbnail ? "primary.main" : "divider",
                bgcolor: "background.paper",
              }}
            >
              <Box
                component="img"
                src={image}
                alt={t("alt", { number: index + 1 })}
                sx={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
              <Tooltip title={isThumbnail ? t("isThumbnail") : t("makeThumbnail")}>
                <IconButton
                  size="small"
                  aria-pressed={isThumbnail}
                  aria-label={t("thumbnailOf", { number: index + 1 })}
                  onClick={() => onChange(images, image)}
                  sx={{
                    position: "absolute",
                    top: 2,
                    left: 2,
                    bgcolor: "background.paper",
                    "&:hover": { bgcolor: "background.paper" },
                  }}
                >
                  {isThumbnail ? <Star fontSize="small" color="primary" /> : <StarBorder fontSize="small" />}
                </IconButton>
              </Tooltip>
              <Tooltip title={t("remove")}>
                <IconButton
                  size="small"
                  aria-label={t("removeNumber", { number: index + 1 })}
                  onClick={() => remove(image)}
                  sx={{
                    position: "absolute",
                    top: 2,
                    right: 2,
                    bgcolor: "background.paper",
                    "&:hover": { bgcolor: "background.paper" },
                  }}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          );
        })}
        {images.length < IMAGES_MAX && (
          <FilePickButton
            onFile={(file) => void upload(file)}
            disabled={isUploading}
            startIcon={isUploading ? <CircularProgress size={16} /> : <AddPhotoAlternateOutlined />}
            sx={{ height: 96, minWidth: 96 }}
          >
            {isUploading ? t("uploading") : t("add")}
          </FilePickButton>
        )}
      </Box>
      <FormHelperText error={Boolean(problem)} role={problem ? "alert" : undefined}>
        {problem ?? (images.length === 0 ? t("none") : t("hint", { megabytes: UPLOAD_MAX_MEGABYTES }))}
      </FormHelperText>
    </Box>
  );
}
