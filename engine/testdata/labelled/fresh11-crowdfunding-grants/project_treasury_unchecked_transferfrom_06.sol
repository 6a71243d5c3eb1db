// SPDX-License-Identifier: MIT
pragma solidity ^0.6.8;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

interface IMintable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function totalSupply() external view returns (uint256);
}

/// Juicebox-style project treasury: supporters pay in a stablecoin and receive project tickets
/// pro rata; ticket holders may redeem tickets for their share of the surplus over the project's
/// payout target. pay() ignores the stablecoin's transferFrom result: with a token that returns
/// false instead of reverting, an unfunded caller is issued tickets for nothing and redeems them
/// for the other supporters' money.
contract ProjectTreasury {
    IERC20 public immutable currency;
    IMintable public immutable tickets;
    address public owner;
    uint256 public target;
    uint256 public paidOut;
    uint256 public constant weight = 1e18;

    event Pay(address indexed payer, uint256 amount, uint256 tickets);
    event Redeem(address indexed holder, uint256 tickets, uint256 amount);
    event Payout(address indexed to, uint256 amount);

    constructor(IERC20 _currency, IMintable _tickets, uint256 _target) public {
        currency = _currency;
        tickets = _tickets;
        owner = msg.sender;
        target = _target;
    }

    function pay(uint256 amount) external {
        require(amount > 0, "zero");
        // <yes> <report> UNCHECKED_LL_CALLS
        currency.transferFrom(msg.sender, address(this), amount);
        uint256 issued = amount * weight / 1e18;
        tickets.mint(msg.sender, issued);
        emit Pay(msg.sender, amount, issued);
    }

    function distributePayouts(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        require(paidOut + amount <= target && paidOut + amount >= paidOut, "target");
        paidOut += amount;
        require(currency.transfer(to, amount), "transfer");
        emit Payout(to, amount);
    }

    function surplus() public view returns (uint256) {
        uint256 balance = currency.balanceOf(address(this));
        uint256 left = target > paidOut ? target - paidOut : 0;
        return balance > left ? balance - left : 0;
    }

    function redeem(uint256 count) external {
        uint256 supply = tickets.totalSupply();
        require(count > 0 && count <= supply, "count");
        uint256 s = surplus();
        uint256 amount = s * count / supply;
        tickets.burn(msg.sender, count);
        require(currency.transfer(msg.sender, amount), "transfer");
        emit Redeem(msg.sender, count, amount);
    }
}
