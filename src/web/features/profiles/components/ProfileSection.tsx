import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import {
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  type FieldAudience,
  type MyShowcase,
  type Profile,
  type ProfileField,
} from "../../../../shared/profiles.ts";
import { PROFILE_TEXTS } from "../../../../shared/texts/profiles.ts";
import { Alert } from "../../../components/ui/Alert.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { Field } from "../../../components/ui/Field.tsx";
import { SelectField } from "../../../components/ui/SelectField.tsx";
import { TextareaField } from "../../../components/ui/TextareaField.tsx";
import { PROFILES_COPY } from "../../../content/profiles.ts";
import { ApiError } from "../../../lib/api.ts";
import { myShowcaseKey, useMyShowcase } from "../api/my-showcase.ts";
import { useUpdateProfile, useUpdateShowcase } from "../api/profiles.ts";
import { uploadOwnImage } from "../api/upload-photo.ts";
import { AvatarPicker } from "./AvatarPicker.tsx";
import { MemberCard } from "./MemberCard.tsx";

const COPY = PROFILES_COPY.editor;

const AUDIENCES = [
  { value: "members", label: COPY.audienceMembers },
  { value: "admins", label: COPY.audienceAdmins },
];

interface Piece {
  image_id: string;
  title: string;
  medium: string;
  note: string;
}

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

function ProfileForm({ profile, showcase }: { profile: Profile; showcase: MyShowcase }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile(profile.user_id);
  const saveShowcase = useUpdateShowcase(profile.user_id);
  const [headline, setHeadline] = useState(profile.headline ?? "");
  const [company, setCompany] = useState(profile.company ?? "");
  const [city, setCity] = useState(profile.city ?? "");
  const [bio, setBio] = useState(profile.bio ?? "");
  const [interests, setInterests] = useState((profile.interests ?? []).join(", "));
  const [links, setLinks] = useState((profile.links ?? []).join("\n"));
  const [askMeAbout, setAskMeAbout] = useState(profile.ask_me_about ?? "");
  const [visibility, setVisibility] = useState<Record<string, FieldAudience>>(profile.visibility ?? {});
  const [photoId, setPhotoId] = useState<string | null>(profile.photo_image_id ?? null);
  const [avatarUrl, setAvatarUrl] = useState(profile.avatar_url ?? null);
  const [pieces, setPieces] = useState<Piece[]>(
    showcase.pieces.map(({ image_id, title, medium, note }) => ({ image_id, title, medium, note })),
  );
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();

  const photoChoices = showcase.choices.filter((choice) => !choice.linked_to_event);
  const unusedChoices = showcase.choices.filter(
    (choice) => !pieces.some((piece) => piece.image_id === choice.image_id),
  );
  const photo = showcase.choices.find((choice) => choice.image_id === photoId);
  const error = update.error ?? saveShowcase.error;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const image = await uploadOwnImage(file);
      await queryClient.invalidateQueries({ queryKey: myShowcaseKey });
      setPieces((current) => [...current, { image_id: image.id, title: image.title, medium: "", note: "" }]);
    } catch (caught) {
      setUploadError(caught instanceof ApiError ? caught.message : COPY.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.reset();
    saveShowcase.reset();
    try {
      await update.mutateAsync({
        headline,
        company,
        city,
        bio,
        interests: splitList(interests, /,/),
        links: splitList(links, /\s+/),
        ask_me_about: askMeAbout,
        visibility,
        photo_image_id: photoId,
      });
      await saveShowcase.mutateAsync({ pieces });
    } catch {
      // Shown below from the mutations' state.
    }
  };

  const audience = (field: ProfileField) => (
    <SelectField
      key={field}
      label={COPY.seenBy(PROFILES_COPY.fieldLabels[field])}
      value={visibility[field] ?? (field === "email" ? "admins" : "members")}
      options={AUDIENCES}
      onChange={(e) => setVisibility((current) => ({ ...current, [field]: e.target.value as FieldAudience }))}
    />
  );

  return (
    <form className="form profile-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="profile-form__preview" aria-label={COPY.preview}>
        <p className="field__label">{COPY.previewLabel}</p>
        <ul className="member-grid member-grid--single">
          <MemberCard
            member={{
              user_id: profile.user_id,
              name: profile.name,
              type: profile.type,
              photo: photo ? { url: photo.thumbnail_url, color: photo.placeholder_color } : null,
              avatar_url: avatarUrl,
              headline,
              company,
              city,
            }}
          />
        </ul>
      </div>

      <fieldset className="profile-form__group">
        <legend>{COPY.photo}</legend>
        <AvatarPicker name={profile.name} avatarUrl={avatarUrl} onChange={setAvatarUrl} />
        {!avatarUrl && photoChoices.length > 0 && (
          <div className="photo-choices" role="radiogroup" aria-label={COPY.galleryPhotos}>
            <label className="photo-choice">
              <input type="radio" name="photo" checked={photoId === null} onChange={() => setPhotoId(null)} />
              <span className="photo-choice__none">{COPY.initials}</span>
            </label>
            {photoChoices.map((choice) => (
              <label key={choice.image_id} className="photo-choice">
                <input
                  type="radio"
                  name="photo"
                  checked={photoId === choice.image_id}
                  onChange={() => setPhotoId(choice.image_id)}
                />
                <img
                  src={choice.thumbnail_url}
                  alt={choice.title}
                  style={{ backgroundColor: choice.placeholder_color }}
                />
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <Field
        label={COPY.headline}
        value={headline}
        maxLength={PROFILE_LIMITS.headlineMax}
        onChange={(e) => setHeadline(e.target.value)}
      />
      <Field
        label={COPY.company}
        value={company}
        maxLength={PROFILE_LIMITS.companyMax}
        onChange={(e) => setCompany(e.target.value)}
      />
      <Field
        label={COPY.city}
        value={city}
        maxLength={PROFILE_LIMITS.cityMax}
        autoComplete="address-level2"
        onChange={(e) => setCity(e.target.value)}
      />
      <TextareaField
        label={COPY.bio}
        rows={5}
        value={bio}
        maxLength={PROFILE_LIMITS.bioMax}
        onChange={(e) => setBio(e.target.value)}
      />
      <Field
        label={COPY.interests}
        hint={COPY.interestsHint(PROFILE_LIMITS.interestsMax)}
        value={interests}
        onChange={(e) => setInterests(e.target.value)}
      />
      <TextareaField
        label={COPY.links}
        hint={COPY.linksHint(PROFILE_LIMITS.linksMax)}
        rows={3}
        value={links}
        onChange={(e) => setLinks(e.target.value)}
      />
      <Field
        label={COPY.askMeAbout}
        value={askMeAbout}
        maxLength={PROFILE_LIMITS.askMeAboutMax}
        onChange={(e) => setAskMeAbout(e.target.value)}
      />

      <fieldset className="profile-form__group">
        <legend>{COPY.audience}</legend>
        <p className="field__hint">{COPY.audienceHint}</p>
        <div className="audience-grid">{PROFILE_FIELDS.map(audience)}</div>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend>{COPY.showcase}</legend>
        <p className="field__hint">{COPY.showcaseHint(PROFILE_LIMITS.showcaseMax)}</p>
        <ol className="showcase-editor">
          {pieces.map((piece, index) => {
            const choice = showcase.choices.find((c) => c.image_id === piece.image_id);
            const change = (patch: Partial<Piece>) =>
              setPieces((current) => current.map((p, i) => (i === index ? { ...p, ...patch } : p)));
            return (
              <li key={piece.image_id} className="showcase-editor__piece">
                {choice && (
                  <img src={choice.thumbnail_url} alt="" style={{ backgroundColor: choice.placeholder_color }} />
                )}
                <div className="showcase-editor__fields">
                  <Field
                    label={COPY.pieceTitle}
                    value={piece.title}
                    maxLength={PROFILE_LIMITS.pieceTitleMax}
                    onChange={(e) => change({ title: e.target.value })}
                  />
                  <Field
                    label={COPY.pieceMedium}
                    value={piece.medium}
                    maxLength={PROFILE_LIMITS.pieceMediumMax}
                    onChange={(e) => change({ medium: e.target.value })}
                  />
                  <Field
                    label={COPY.pieceNote}
                    value={piece.note}
                    maxLength={PROFILE_LIMITS.pieceNoteMax}
                    onChange={(e) => change({ note: e.target.value })}
                  />
                  <Button variant="quiet" onClick={() => setPieces((current) => current.filter((_, i) => i !== index))}>
                    {COPY.removePiece(piece.title)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {pieces.length < PROFILE_LIMITS.showcaseMax && unusedChoices.length > 0 && (
          <SelectField
            label={COPY.addPiece}
            placeholder={COPY.choosePiece}
            value=""
            options={unusedChoices.map((choice) => ({ value: choice.image_id, label: choice.title }))}
            onChange={(e) => {
              const choice = unusedChoices.find((c) => c.image_id === e.target.value);
              if (choice)
                setPieces((current) => [
                  ...current,
                  { image_id: choice.image_id, title: choice.title, medium: "", note: "" },
                ]);
            }}
          />
        )}
        {pieces.length < PROFILE_LIMITS.showcaseMax && (
          <label className="button button--quiet file-button">
            {uploading ? COPY.uploading : COPY.uploadPiece}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              disabled={uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
        )}
      </fieldset>

      {uploadError && <Alert>{uploadError}</Alert>}
      {error && <Alert>{error instanceof ApiError ? error.message : COPY.saveFailed}</Alert>}
      {update.isSuccess && saveShowcase.isSuccess && <Alert tone="success">{PROFILE_TEXTS.saved}</Alert>}
      <div>
        <Button type="submit" disabled={update.isPending || saveShowcase.isPending}>
          {update.isPending || saveShowcase.isPending ? COPY.saving : COPY.save}
        </Button>
      </div>
    </form>
  );
}

/** Her profile's editor: the fields, who sees each, her photo and her showcase, with a preview of her card. */
export function ProfileSection({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const showcase = useMyShowcase();
  return (
    <section className="profile-editor" aria-labelledby="profile-editor">
      <div className="profile-editor__top">
        <h2 id="profile-editor">{COPY.title}</h2>
        <Button variant="quiet" onClick={onDone}>
          {COPY.done}
        </Button>
      </div>
      {showcase.isError ? (
        <Alert>{COPY.loadFailed}</Alert>
      ) : showcase.data ? (
        <ProfileForm profile={profile} showcase={showcase.data} />
      ) : (
        <p aria-busy="true">{COPY.loading}</p>
      )}
    </section>
  );
}
