// SPDX-License-Identifier: MIT
pragma solidity ^0.6.0;
contract Fallout {
  mapping (address => uint) allocations;
  address payable public owner;
  /* constructor */
  function Fal1out() public payable {
    // <yes> <report> ACCESS_CONTROL
    owner = msg.sender;
    allocations[owner] = msg.value;
  }
  modifier onlyOwner {
	        require(
	            msg.sender == owner,
	            "caller is not the owner"
	        );
	        _;
	    }
  function allocate() public payable {
    allocations[msg.sender] = allocations[msg.sender] + msg.value;
  }
  function sendAllocation(address payable allocator) public {
    require(allocations[allocator] > 0);
    allocator.transfer(allocations[allocator]);
  }
  function collectAllocations() public onlyOwner {
    msg.sender.transfer(address(this).balance);
  }
  function allocatorBalance(address allocator) public view returns (uint) {
    return allocations[allocator];
  }
}
