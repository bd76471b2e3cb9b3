import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, ExternalLink, ImagePlus, Trash2 } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES, GameMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statusOf } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useCreateGame, useRemoveGameTile, useToggleGameStatus, useUpdateGame, useUploadGameTile } from '../api/game-mutations';
import { useGame } from '../api/get-game';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { GameForm } from '../components/game-form';
import { GameTile } from '../components/game-tile';
import { marketplacePaths } from '@/lib/marketplace-paths';

function NewGame({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const create = useCreateGame();
  return (
    <GameForm
      submitting={create.isPending}
      onSubmit={(values) =>
        create.mutate(
          { ...values, providerId: companyId },
          {
            onSuccess: (game) => {
              notify({ variant: 'success', title: GameMessage.gameCreated, description: 'Add a tile, then publish it when it is ready.' });
              navigate(marketplacePaths.manageGame(game.id), { replace: true });
            },
            onError: notifyApiError,
          },
        )
      }
    />
  );
}

function EditGame({ id }: { id: number }) {
  const game = useGame(id);
  const update = useUpdateGame();
  const toggle = useToggleGameStatus();
  const upload = useUploadGameTile();
  const removeTile = useRemoveGameTile();
  const fileInput = useRef<HTMLInputElement>(null);

  if (game.isError && statusOf(game.error) === 404) return <EmptyState title="Game not found">It does not exist, or it belongs to another company.</EmptyState>;
  if (game.isPending) return <ListSkeleton rows={4} label="Loading game" />;
  if (game.isError) return <DataError context="this game" onRetry={() => void game.refetch()} />;
  const data = game.data;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card className="order-2 lg:order-1">
        <CardHeader>
          <CardTitle className="text-base">Game sheet</CardTitle>
        </CardHeader>
        <CardContent>
          <GameForm
            game={data}
            submitting={update.isPending}
            onSubmit={(values) => update.mutate({ id, input: values }, { onSuccess: () => notify({ variant: 'success', title: GameMessage.gameUpdated }), onError: notifyApiError })}
          />
        </CardContent>
      </Card>
      <div className="order-1 grid content-start gap-4 lg:order-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center justify-between text-base">
              Status <Badge variant={data.isActive ? 'success' : 'outline'}>{data.isActive ? 'Published' : 'Draft'}</Badge>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button
              variant={data.isActive ? 'outline' : 'default'}
              disabled={toggle.isPending}
              onClick={() =>
                toggle.mutate(id, {
                  onSuccess: (updated) => notify({ variant: 'success', title: updated.isActive ? GameMessage.gamePublished : GameMessage.gameUnpublished }),
                  onError: notifyApiError,
                })
              }
            >
              {data.isActive ? 'Unpublish' : 'Publish to the marketplace'}
            </Button>
            {data.isActive ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={marketplacePaths.game(id)}>
                  View in marketplace <ExternalLink aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Tile</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <GameTile game={data} />
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="sr-only"
              aria-label="Choose a tile image"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) {
                  upload.mutate(
                    { id, file },
                    { onSuccess: () => notify({ variant: 'success', title: GameMessage.tileUploaded }), onError: () => notify({ variant: 'destructive', title: GameMessage.uploadTile }) },
                  );
                }
              }}
            />
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden="true" /> {upload.isPending ? 'Uploading…' : data.tileUrl ? 'Replace' : 'Upload'}
              </Button>
              {data.tileUrl ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={removeTile.isPending}
                  onClick={() =>
                    removeTile.mutate(data.tileUrl ?? '', {
                      onSuccess: () => notify({ variant: 'success', title: GameMessage.tileRemoved }),
                      onError: () => notify({ variant: 'destructive', title: GameMessage.removeTile }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-muted-foreground">JPEG, PNG, WebP or GIF up to 5 MB; shown at 4:3.</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** /dashboard/company/games/{id} (or /new): add or edit one of the company's games, its tile and status. */
export function CompanyGamePage() {
  const { gameId } = useParams();
  const isNew = gameId === 'new';
  const id = Number(gameId);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={marketplacePaths.gameContent}>
          <ArrowLeft aria-hidden="true" /> Game content
        </Link>
      </Button>
      <PageHeader title={isNew ? 'Add a game' : 'Edit game'} />
      <CompanyAccessGate privileges={['game_content']} what="Managing games">
        {(companyId) => (isNew ? <NewGame companyId={companyId} /> : Number.isInteger(id) && id > 0 ? <EditGame id={id} /> : <EmptyState title="Game not found" />)}
      </CompanyAccessGate>
    </div>
  );
}

export default CompanyGamePage;
