import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "@/features/auth/components/login-form";
import { MarketingPanel } from "@/features/auth/components/marketing-panel";
import { RegisterForm } from "@/features/auth/components/register-form";

/** /auth: Login and Register tabs beside the product pitch (the guest route sends signed-in users to /). */
export function AuthPage() {
  return (
    <main className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="flex items-center justify-center bg-muted/60 px-4 py-10 sm:px-6">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Welcome to Hangar Log
            </CardTitle>
            <CardDescription>
              Sign in to your account, or create one to start your work history.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="login">
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
      <MarketingPanel />
    </main>
  );
}
