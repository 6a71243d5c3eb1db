pragma solidity ^0.6.6;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }
}

contract PeerLoanBook {
    using SafeMath for uint256;

    IERC20 public loanToken;
    mapping(address => uint256) public outstanding;
    mapping(address => uint256) public collateralEth;

    constructor(IERC20 t) public {
        loanToken = t;
    }

    function open(uint256 amount) external payable {
        require(msg.value.add(msg.value) >= amount, "collateral");
        collateralEth[msg.sender] = collateralEth[msg.sender].add(msg.value);
        outstanding[msg.sender] = outstanding[msg.sender].add(amount);
        require(loanToken.transfer(msg.sender, amount), "lend");
    }

    function repay(uint256 amount) external {
        // a token that returns false instead of reverting repays nothing and still clears the loan
        // <yes> <report> UNCHECKED_LL_CALLS
        loanToken.transferFrom(msg.sender, address(this), amount);
        outstanding[msg.sender] = outstanding[msg.sender].sub(amount);
        if (outstanding[msg.sender] == 0) {
            uint256 released = collateralEth[msg.sender];
            collateralEth[msg.sender] = 0;
            msg.sender.transfer(released);
        }
    }
}
