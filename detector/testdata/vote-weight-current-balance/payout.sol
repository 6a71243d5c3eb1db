pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
    function burnFrom(address, uint256) external;
}

contract Airdrop {
    IERC20 public stakeToken;
    IERC20 public rewardToken;
    uint256 public epoch;
    uint256 public rate;
    mapping(uint256 => mapping(address => bool)) public claimed;
    mapping(address => uint256) public credit;

    function claim() external {
        require(!claimed[epoch][msg.sender]);
        claimed[epoch][msg.sender] = true;
        uint256 amount = stakeToken.balanceOf(msg.sender) * rate / 1e18; // want "Airdrop.claim\\(\\) pays the caller an amount computed from stakeToken.balanceOf\\(msg.sender\\), the caller's current token balance"
        require(rewardToken.transfer(msg.sender, amount));
    }

    function claimEth() external {
        require(!claimed[epoch][msg.sender]);
        claimed[epoch][msg.sender] = true;
        payable(msg.sender).transfer(rate * stakeToken.balanceOf(msg.sender)); // want "Airdrop.claimEth\\(\\) pays the caller an amount computed from stakeToken.balanceOf\\(msg.sender\\)"
    }

    // Safe: what is counted is burnt.
    function redeem() external {
        uint256 bal = stakeToken.balanceOf(msg.sender);
        stakeToken.burnFrom(msg.sender, bal);
        require(rewardToken.transfer(msg.sender, bal * rate / 1e18));
    }

    // Safe: what is counted is taken in.
    function swapIn() external {
        uint256 bal = stakeToken.balanceOf(msg.sender);
        require(stakeToken.transferFrom(msg.sender, address(this), bal));
        require(rewardToken.transfer(msg.sender, bal));
    }

    // Safe: the contract's own records.
    function withdraw() external {
        uint256 c = credit[msg.sender];
        credit[msg.sender] = 0;
        require(rewardToken.transfer(msg.sender, c));
    }

    receive() external payable {}
}
