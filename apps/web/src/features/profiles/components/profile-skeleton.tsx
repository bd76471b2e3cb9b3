import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a profile while it loads. */
export function ProfileSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6" aria-busy="true" aria-label="Loading profile">
      <Card>
        <CardContent className="flex flex-col gap-5 sm:flex-row">
          <Skeleton className="size-24 rounded-full sm:size-28" />
          <div className="grid flex-1 content-start gap-3">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-80 max-w-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        </CardContent>
      </Card>
      {[0, 1].map((index) => (
        <Card key={index}>
          <CardContent className="grid gap-3">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
