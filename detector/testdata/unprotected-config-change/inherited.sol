pragma solidity ^0.8.0;

interface IOracle {
    function price() external view returns (uint256);
}

// The oracle and the payout that trusts it are the base contract's; the open setter is the derived one's.
contract Lender {
    IOracle public oracle;
    mapping(address => uint256) public debt;

    function borrow(uint256 collateral) external {
        uint256 amount = collateral * oracle.price() / 1e18;
        debt[msg.sender] += amount;
        payable(msg.sender).transfer(amount);
    }
}

contract OpenLender is Lender {
    function setOracle(IOracle o) external { // want "OpenLender.setOracle\\(\\) lets any caller replace oracle, whose answer sets the amount Lender.borrow\\(\\) pays out"
        oracle = o;
    }
}

// Safe: the same setter behind the owner's check.
contract OwnedLender is Lender {
    address public owner = msg.sender;

    function setOracle(IOracle o) external {
        require(msg.sender == owner, "owner");
        oracle = o;
    }
}
