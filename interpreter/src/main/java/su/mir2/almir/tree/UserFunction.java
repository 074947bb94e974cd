package su.mir2.almir.tree;

/** A function described in «ГДЕ»: F(X,Y,Z)=expr. Its body is set once the description is built. */
public final class UserFunction {
    private final String name;
    private final int[] parameters;
    private Expr body;

    public UserFunction(String name, int[] parameters) {
        this.name = name;
        this.parameters = parameters;
    }

    public String name() {
        return name;
    }

    public int[] parameters() {
        return parameters;
    }

    public int arity() {
        return parameters.length;
    }

    public Expr body() {
        return body;
    }

    public void define(Expr body) {
        this.body = body;
    }
}
