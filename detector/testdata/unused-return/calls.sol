pragma solidity ^0.8.0;

interface IVault {
    function deposit(uint256 amount) external returns (uint256 shares);
    function totalAssets() external view returns (uint256);
    function poke() external;
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

contract User {
    IVault vault;
    IERC20 token;
    uint256 public shares;

    function ignore(uint256 amount) external {
        vault.deposit(amount); // want "User.ignore\\(\\) ignores the value returned by vault.deposit\\(amount\\)"
    }

    function ignoreView() external {
        vault.totalAssets(); // want "ignores the value returned by vault.totalAssets\\(\\) \\(a view call"
    }

    function used(uint256 amount) external {
        shares += vault.deposit(amount);
        uint256 s = vault.deposit(amount);
        require(s > 0);
    }

    function nothingReturned() external {
        vault.poke();
    }

    function erc20(address to) external {
        token.transfer(to, 1); // left to the ERC-20 detectors
    }

    function internalReturn() external {
        helper();
    }

    function helper() internal returns (uint256) {
        return 1;
    }
}

interface IFactory {
    function getPair(address a, address b) external view returns (address);
    function createPair(address a, address b) external returns (address pair);
}

contract PairMaker {
    IFactory factory;

    // Low: the created pair's address is no success flag; createPair reverts when it fails.
    function ensurePair(address a, address b) external {
        if (factory.getPair(a, b) == address(0)) {
            factory.createPair(a, b); // want "ignores the value returned by factory.createPair\\(a, b\\) \\(an address, not a success flag"
        }
    }
}

interface IRouter {
    function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] calldata path, address to, uint256 deadline) external returns (uint256[] memory amounts);
}

contract SwapHelper {
    IRouter public immutable router;
    uint256 public swapped;

    constructor(IRouter r) {
        router = r;
    }

    // Low: a pass-through; the router sends the output to the caller and nothing here uses the amounts.
    function swap(uint256 amountIn, uint256 minOut, address[] calldata path, uint256 deadline) external {
        router.swapExactTokensForTokens(amountIn, minOut, path, msg.sender, deadline); // want "\\(the last step of a function that keeps no state and returns nothing\\)"
    }

    // The amounts would tell what was swapped; the function records the input instead.
    function swapAndRecord(uint256 amountIn, uint256 minOut, address[] calldata path, uint256 deadline) external {
        router.swapExactTokensForTokens(amountIn, minOut, path, address(this), deadline); // want "SwapHelper.swapAndRecord\\(\\) ignores the value returned by router.swapExactTokensForTokens\\(amountIn, minOut, path, address\\(this\\), deadline\\)$"
        swapped += amountIn;
    }
}

interface IExecutor {
    function run(bytes calldata data) external returns (bool ok);
}

contract Caller2 {
    IExecutor public exec;

    // A success flag dropped by a pass-through still hides a failure.
    function run(bytes calldata data) external {
        exec.run(data); // want "Caller2.run\\(\\) ignores the value returned by exec.run\\(data\\)$"
    }
}
