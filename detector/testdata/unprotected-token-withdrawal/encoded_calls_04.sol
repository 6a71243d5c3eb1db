pragma solidity ^0.4.24;

// The pre-0.5 form: the selector and the arguments passed to call itself.
contract OldSweeper {
    function sweep(address token, address to, uint256 amount) public { // want "OldSweeper.sweep\\(\\) lets any caller transfer amount of the contract's tokens to to"
        require(token.call(bytes4(keccak256("transfer(address,uint256)")), to, amount));
    }

    // Safe: the receiver is fixed.
    function burnTokens(address token, uint256 amount) public {
        require(token.call(bytes4(keccak256("transfer(address,uint256)")), address(0xdead), amount));
    }
}
