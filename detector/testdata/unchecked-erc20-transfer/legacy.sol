pragma solidity ^0.4.24;

contract Token {
    function transfer(address to, uint value) public returns (bool);
}

contract Airdrop {
    Token token;

    function drop(address[] dests, uint value) public {
        for (uint i = 0; i < dests.length; i++) {
            token.transfer(dests[i], value); // want "Airdrop.drop\\(\\) ignores the bool returned by token.transfer"
        }
    }

    // Safe: the result decides what happens.
    function dropChecked(address[] dests, uint value) public {
        for (uint i = 0; i < dests.length; i++) {
            if (!token.transfer(dests[i], value)) {
                throw;
            }
        }
    }
}

// The token interface is not part of the upload: the call is still recognised through the conversion.
contract Exchange {
    function pay(address token, address to, uint value) public {
        IERC20Missing(token).transfer(to, value); // want "Exchange.pay\\(\\) ignores the bool returned by IERC20Missing\\(token\\).transfer"
    }
}
